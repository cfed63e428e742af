import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import { REVENUE_MODELS } from '../../core/contracts/business';
import { BUSINESS_MODELS, ROUND_STAGES, ZRound } from '../../core/contracts/round';

const inputFields = {
  title: z.string(),
  description: z.string(),
  /** The founder's onboarding fundraising goal, free text. */
  fundraisingGoal: z.string().nullable().default(null),
};

/** What the model is asked for: the round's fields as it reads them (checked by the rules before use). */
export const ZModelRound = z.object({
  amount: z
    .object({
      value: z.number().positive().describe('In the currency units, e.g. 500000 for £500K'),
      currency: z.string().length(3).describe('ISO 4217 code, e.g. GBP'),
    })
    .nullable()
    .describe('The amount being raised now; null if the text gives none'),
  stage: z.enum(ROUND_STAGES).nullable(),
  sectors: z.array(z.string()).max(8).describe('Focus-area keys from the given list, most specific first'),
  business_model: z.enum(BUSINESS_MODELS).nullable(),
  customers: z.string().max(80).nullable().describe('Who buys, in a few plain words, e.g. "dental clinics"'),
  city: z.string().nullable().describe("The founders' own city as written in the text; null if none"),
  country: z.string().length(2).nullable().describe('ISO 3166-1 alpha-2 of the founders’ own country'),
  /** Issue 34: the business, checked by the rules like the rest (all optional: older answers lack them). */
  product: z
    .string()
    .max(300)
    .nullable()
    .optional()
    .describe('What the product does, one sentence in the founder’s words'),
  payer: z.string().max(120).nullable().optional().describe('Who pays, in a few plain words'),
  buyer_industry: z.string().nullable().optional().describe('The buyer’s kind: one key of the given list'),
  revenue_model: z.enum(REVENUE_MODELS).nullable().optional(),
});
export type ModelRound = z.infer<typeof ZModelRound>;

/** A field of the model's reading that the rules did not accept, and why. */
const ZRejection = z.object({ field: z.string(), value: z.string(), reason: z.string() });
export type Rejection = z.infer<typeof ZRejection>;

export const RoundReaderInput = new StateSchema(inputFields);

export const RoundReaderState = new StateSchema({
  ...inputFields,
  /** The rules' reading, always made first. */
  rulesRound: ZRound.nullable().default(null),
  modelRound: ZModelRound.nullable().default(null),
  /** The answer: the rules' round, with the model's fields that passed the check. */
  round: ZRound.nullable().default(null),
  rejected: z.array(ZRejection).default(() => []),
});

export const RoundReaderOutput = new StateSchema({
  round: ZRound.nullable().default(null),
  rejected: z.array(ZRejection).default(() => []),
});
