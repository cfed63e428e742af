import { z } from 'zod';
import { ZInvestorMatch, ZMatchResponse } from './investors';

/**
 * Warm paths (issue 33): the founder's own contacts who can get them in front of an investor. Computed when asked,
 * from the founder's contacts and the data, for the founder alone; never stored.
 *
 * - `works_there`: the contact works at the investor (their company is the firm, or their profile is on its team).
 * - `portfolio`: the contact founded or works at a company the investor backed (its deals to June 2013, or its own
 *   portfolio page).
 * - `co_investor`: the contact is an investor in the data (a partner of a firm, or an angel) who invested alongside it.
 */
const WARM_PATH_KINDS = ['works_there', 'portfolio', 'co_investor'] as const;
export type WarmPathKind = (typeof WARM_PATH_KINDS)[number];

const ZWarmContact = z.object({
  id: z.string(),
  name: z.string(),
  first_name: z.string(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  url: z.string().nullable(),
  connected_on: z.string().nullable(),
});

const ZWarmPath = z.object({
  kind: z.enum(WARM_PATH_KINDS),
  investor_id: z.string(),
  contact: ZWarmContact,
  /** What links them: the portfolio company (with the round and its year), or the deals done together. */
  via: z.object({
    company: z.string().nullable(),
    round: z.string().nullable(),
    year: z.number().nullable(),
    deals: z.number().nullable(),
  }),
  /** [0, 1]: how warm, for the ranking (a partner at the firm is warmest). */
  strength: z.number(),
  /** The path in plain words, dated: "You know Anna Schmidt, Partner at Earlybird, connected 2021." */
  text: z.string(),
});
export type TWarmPath = z.infer<typeof ZWarmPath>;

/** The public API's form of a path (`POST /api/v1/match`, each match's `warm_paths`). */
const ZApiWarmPath = z.object({
  contact_name: z.string(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  kind: z.enum(WARM_PATH_KINDS),
  connected_on: z.string().nullable(),
  explanation: z.string(),
});
export type TApiWarmPath = z.infer<typeof ZApiWarmPath>;

/** POST /api/v1/match: each match says the key owner's own warm paths to the investor (empty without contacts). */
const ZApiMatch = ZInvestorMatch.extend({
  warm_paths: z
    .array(ZApiWarmPath)
    .describe("The caller's own contacts who can introduce them: who, where, and the path in plain words."),
});
export const ZApiMatchResponse = ZMatchResponse.extend({ matches: z.array(ZApiMatch) });

export function toApiWarmPath(p: TWarmPath): TApiWarmPath {
  return {
    contact_name: p.contact.name,
    company: p.contact.company,
    position: p.contact.position,
    kind: p.kind,
    connected_on: p.contact.connected_on,
    explanation: p.text,
  };
}

/** A forwardable request to the contact who can introduce the founder (double opt-in), by the warmest path. */
const ZWarmIntro = z.object({
  investor_id: z.string(),
  investor_name: z.string(),
  kind: z.enum(WARM_PATH_KINDS),
  contact: ZWarmContact,
  subject: z.string(),
  body: z.string(),
  /** The three lines the contact forwards: what, the raise, why this investor. */
  blurb: z.array(z.string()),
});
export type TWarmIntro = z.infer<typeof ZWarmIntro>;

/** A design-partner lead from the founder's own network, with why they fit the idea's buyer. */
const ZPartnerLead = z.object({
  contact_id: z.string(),
  name: z.string(),
  company: z.string(),
  position: z.string(),
  connected_on: z.string().nullable(),
  buyer: z.string(),
  why: z.string(),
  fit: z.number(),
});
export type TPartnerLead = z.infer<typeof ZPartnerLead>;

/**
 * `GET /api/ideas/:id/network`, to the idea's founder alone: how many contacts they have, the warm paths to each
 * investor of the analysis (by id, warmest first), the forwardable requests, and design-partner leads.
 */
export const ZIdeaNetwork = z.object({
  contacts: z.number(),
  investors: z.record(z.string(), z.array(ZWarmPath)),
  intros: z.array(ZWarmIntro),
  partners: z.object({ buyer: z.string().nullable(), leads: z.array(ZPartnerLead) }),
});
export type TIdeaNetwork = z.infer<typeof ZIdeaNetwork>;
