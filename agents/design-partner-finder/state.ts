import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';

export const ZPartnerIdea = z.object({
  title: z.string().min(1),
  description: z.string(),
  industry: z.string(),
  stage: z.string().optional(),
});
export type PartnerIdea = z.infer<typeof ZPartnerIdea>;

/** A company of the data scored as a likely early customer, before its text is written. */
export const ZCandidate = z.object({
  companyId: z.string(),
  name: z.string(),
  industry: z.string(),
  size: z.string(),
  location: z.string().nullable(),
  /** The buyer sectors it shares with the idea, e.g. ["mobility"] for a freight idea. */
  matchedSectors: z.array(z.string()),
  connectedInvestors: z.array(z.string()),
  score: z.number(),
});
export type Candidate = z.infer<typeof ZCandidate>;

/** Spec §3 design partner, plus how its text was written. */
export const ZDesignPartner = z.object({
  name: z.string(),
  industry: z.string(),
  size: z.string(),
  reasoning: z.string(),
  workflow: z.string(),
  wedgeStrategy: z.string(),
  connectedInvestors: z.array(z.string()),
  writtenBy: z.enum(['model', 'offline']),
});
export type DesignPartner = z.infer<typeof ZDesignPartner>;

const inputFields = {
  idea: ZPartnerIdea,
  /** The founder's city or region, e.g. "Austin, TX"; nearer companies rank higher. */
  founderLocation: z.string().nullable().default(null),
};

export const PartnerInput = new StateSchema(inputFields);

export const PartnerState = new StateSchema({
  ...inputFields,
  candidates: z.array(ZCandidate).default(() => []),
  designPartners: z.array(ZDesignPartner).default(() => []),
});

export const PartnerOutput = new StateSchema({ designPartners: z.array(ZDesignPartner).default(() => []) });
