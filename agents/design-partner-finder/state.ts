import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import { ZBuyerProfile } from '../shared/buyer-profile';
import { ZWriterIdea } from '../shared/idea';

export const ZPartnerIdea = ZWriterIdea;
export type PartnerIdea = z.infer<typeof ZPartnerIdea>;

const ZNear = z.enum(['city', 'metro', 'state', 'country', 'far', 'unknown']);

/** A company of the data whose own business is the idea's buyer, scored, before its text is written. */
export const ZCandidate = z.object({
  companyId: z.string(),
  name: z.string(),
  /** Its Crunchbase category in plain words ("health care"). */
  industry: z.string(),
  size: z.string(),
  location: z.string().nullable(),
  status: z.enum(['operating', 'ipo']),
  near: ZNear,
  /** What in our data shows it is the buyer: its category, the word of its name that says what it does. */
  evidence: z.object({ category: z.string().nullable(), nameWord: z.string().nullable() }),
  connectedInvestors: z.array(z.string()),
  score: z.number(),
});
export type Candidate = z.infer<typeof ZCandidate>;

/** Spec §3 design partner, plus where it is, its status with its date, the evidence, and who wrote the text. */
export const ZDesignPartner = z.object({
  name: z.string(),
  industry: z.string(),
  size: z.string(),
  reasoning: z.string(),
  workflow: z.string(),
  wedgeStrategy: z.string(),
  connectedInvestors: z.array(z.string()),
  location: z.string().nullable(),
  /** "Operating as of Oct 2013": the last our data knows. */
  status: z.string(),
  /** How near the founder: "in your city" … "outside the United Kingdom: our company data holds US companies only". */
  nearness: z.string(),
  /** What in our data makes it a buyer, in plain words. */
  evidence: z.string(),
  /** A buyer pays; a channel reaches the people who use the product. */
  role: z.enum(['buyer', 'channel']),
  writtenBy: z.enum(['model', 'offline']),
});
export type DesignPartner = z.infer<typeof ZDesignPartner>;

const inputFields = {
  idea: ZPartnerIdea,
  /** The founder's city or region when the round gives none ("Austin, TX"); nearer companies rank higher. */
  founderLocation: z.string().nullable().default(null),
};

export const PartnerInput = new StateSchema(inputFields);

export const PartnerState = new StateSchema({
  ...inputFields,
  candidates: z.array(ZCandidate).default(() => []),
  buyerProfile: ZBuyerProfile.nullable().default(null),
  designPartners: z.array(ZDesignPartner).default(() => []),
});

export const PartnerOutput = new StateSchema({
  designPartners: z.array(ZDesignPartner).default(() => []),
  /** Who to look for, and what our data holds of them: shown even when it holds none. */
  buyerProfile: ZBuyerProfile.nullable().default(null),
});
