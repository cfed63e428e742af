import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';

export const ZIdea = z.object({
  title: z.string().min(1),
  description: z.string(),
  industry: z.string(),
  stage: z.string(),
});
export type Idea = z.infer<typeof ZIdea>;

export const ZRecentInvestment = z.object({
  company: z.string(),
  round: z.string().nullable(),
  amount: z.number().nullable(),
  year: z.number().int().nullable(),
});
export type RecentInvestment = z.infer<typeof ZRecentInvestment>;

export const ZIntroInvestor = z.object({
  name: z.string().min(1),
  /** Stated focus areas, cited when the investor has no recent investment on record. */
  focus: z.array(z.string()).default([]),
  recent_investments: z.array(ZRecentInvestment).default([]),
});
export type IntroInvestor = z.infer<typeof ZIntroInvestor>;

/** The recent investment an intro cites, and the idea's words and sectors it shares. */
export const ZCitation = z.object({
  investor: z.string(),
  investment: ZRecentInvestment.nullable(),
  shared: z.array(z.string()),
});
export type Citation = z.infer<typeof ZCitation>;

export const ZIntro = z.object({
  investor: z.string(),
  subject: z.string(),
  body: z.string(),
  /** A company from this investor's recent_investments, or null when it has none and its focus is cited. */
  citedCompany: z.string().nullable(),
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
