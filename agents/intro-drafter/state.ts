import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import { ZWriterIdea } from '../shared/idea';

const ZIdea = ZWriterIdea;
export type Idea = z.infer<typeof ZIdea>;

const ZRecentInvestment = z.object({
  company: z.string(),
  round: z.string().nullable(),
  amount: z.number().nullable(),
  year: z.number().int().nullable(),
});
export type RecentInvestment = z.infer<typeof ZRecentInvestment>;

const ZIntroInvestor = z.object({
  name: z.string().min(1),
  /** Focus areas read from its deals (to 2013) and the directories, cited when nothing better is known. */
  focus: z.array(z.string()).default([]),
  recent_investments: z.array(ZRecentInvestment).default([]),
  /** What the 2026 directories say it invests in: its current stated thesis. */
  statedFocus: z.array(z.string()).default([]),
  statedStages: z.array(z.string()).default([]),
  /** Its description, and whether it is its own words ("source") or written by our data build ("generated"). */
  description: z.string().nullable().default(null),
  descriptionSource: z.enum(['source', 'generated']).nullable().default(null),
  firmType: z.string().nullable().default(null),
  /** Whether the 2026 directory says it leads rounds. */
  leadsRounds: z.boolean().nullable().default(null),
  /** People at the firm, when the data names any. */
  contacts: z.array(z.object({ name: z.string(), role: z.string().default('') })).default([]),
});
export type IntroInvestor = z.infer<typeof ZIntroInvestor>;

/** What the intro says about why this investor: the deal it cites (with the sectors shared), its stated thesis. */
const ZCitation = z.object({
  investor: z.string(),
  investment: ZRecentInvestment.nullable(),
  /** The idea's sectors the cited company shares, in plain words. */
  shared: z.array(z.string()),
  /** The investor's current stated thesis as it bears on the idea (2026 directory, or its own words), if any. */
  thesis: z.string().nullable(),
});
export type Citation = z.infer<typeof ZCitation>;

const ZIntro = z.object({
  investor: z.string(),
  subject: z.string(),
  body: z.string(),
  /** A company from this investor's recent_investments that shares the idea's sector, or null. */
  citedCompany: z.string().nullable(),
  /** The cited deal's year: a deal is never cited without it. */
  citedYear: z.number().int().nullable().default(null),
  /** The parts the body is made of, for the checks and the Intro tab. */
  greeting: z.string(),
  /** The partner addressed, when the data names one; else null and the greeting holds a placeholder. */
  addressee: z.string().nullable(),
  pitch: z.string(),
  why: z.string(),
  ask: z.string(),
  draftedBy: z.enum(['model', 'offline']),
});
export type Intro = z.infer<typeof ZIntro>;

const inputFields = {
  idea: ZIdea,
  founderName: z.string().min(1),
  investors: z.array(ZIntroInvestor),
};

export const IntroInput = new StateSchema(inputFields);

export const IntroState = new StateSchema({
  ...inputFields,
  citations: z.array(ZCitation).default(() => []),
  intros: z.array(ZIntro).default(() => []),
});

export const IntroOutput = new StateSchema({ intros: z.array(ZIntro).default(() => []) });
