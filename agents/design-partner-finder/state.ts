import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import { ZBuyerProfile, ZDesignPartner, ZNetworkLead } from '../../core/contracts/recommendations';
import { ZWriterIdea } from '../shared/idea';

const ZPartnerIdea = ZWriterIdea;
export type PartnerIdea = z.infer<typeof ZPartnerIdea>;

const ZNear = z.enum(['city', 'metro', 'state', 'country', 'far', 'unknown']);

/** A company of the data whose own business is the idea's buyer, scored, before its text is written. */
const ZCandidate = z.object({
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

const inputFields = {
  idea: ZPartnerIdea,
  /** The founder's city or region when the round gives none ("Austin, TX"); nearer companies rank higher. */
  founderLocation: z.string().nullable().default(null),
  /**
   * People the founder knows at possible partners, from their own network (issue 33 builds that source): outside
   * the company data's reach (non-US founders, 2013 data) these are the partners to call.
   */
  networkLeads: z.array(ZNetworkLead).default(() => []),
};

export const PartnerInput = new StateSchema(inputFields);

export const PartnerState = new StateSchema({
  ...inputFields,
  candidates: z.array(ZCandidate).default(() => []),
  buyerProfile: ZBuyerProfile.nullable().default(null),
  designPartners: z.array(ZDesignPartner).default(() => []),
  networkLeads: z.array(ZNetworkLead).default(() => []),
});

export const PartnerOutput = new StateSchema({
  designPartners: z.array(ZDesignPartner).default(() => []),
  /** Who to look for, and what our data holds of them: shown even when it holds none. */
  buyerProfile: ZBuyerProfile.nullable().default(null),
  /** The founder's network leads, those at companies of the buyer's kind first. */
  networkLeads: z.array(ZNetworkLead).default(() => []),
});
