import { z } from 'zod';
import { ZBusiness, ZBusinessEdit } from './business';
import { stageNames } from './vocabulary';

/**
 * The round a founder is raising, as read from what they wrote (the idea's title and description and their
 * onboarding fundraising goal) and as they corrected it in the Edit Idea dialog. The matcher, the strategy and
 * the intros all read the round from here.
 */

/** The stages of a round a founder raises (finer than the investor profiles' spec stages). */
export const ROUND_STAGES = stageNames('pre-seed', 'seed', 'series-a', 'series-b', 'series-c+', 'growth');
export type RoundStage = (typeof ROUND_STAGES)[number];

/**
 * The one stage normaliser: any way a founder, an API caller or the data writes a round's stage, as a round stage
 * ("Series A", "series_a", "A round" → series-a; "angel" → seed; "series-b+" → series-b; "Series D" → series-c+;
 * "late stage", "private equity" → growth). Round types that name no stage ("venture", "other") give null.
 */
export function roundStageOf(stage: string | null | undefined): RoundStage | null {
  const s = (stage ?? '')
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, '-');
  if (!s) return null;
  if (/^pre-?seed$|^idea$|^prototype/.test(s)) return 'pre-seed';
  if (s === 'seed' || s === 'angel' || s === 'post-revenue') return 'seed';
  if (/^(series-)?a(-round)?$/.test(s)) return 'series-a';
  if (/^(series-)?b\+?(-round)?$/.test(s)) return 'series-b';
  if (/^(series-)?[c-h]\+?(-round)?$/.test(s)) return 'series-c+';
  if (/^(growth|late-stage|private-equity|pre-ipo|scaling)$/.test(s)) return 'growth';
  return (ROUND_STAGES as readonly string[]).includes(s) ? (s as RoundStage) : null;
}

/** How the business makes money; the strategy's milestones and metrics follow it. */
export const BUSINESS_MODELS = [
  'b2b-saas',
  'marketplace',
  'fintech-transactions',
  'consumer-subscription',
  'consumer-app',
  'ecommerce-d2c',
  'hardware',
  'biotech-therapeutics',
  'medtech-diagnostics',
  'deep-tech',
  'services',
] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number];

/** World regions, as founders and investors speak of them. */
export const REGIONS = [
  'north-america',
  'latin-america',
  'europe',
  'middle-east',
  'africa',
  'south-asia',
  'southeast-asia',
  'east-asia',
  'oceania',
] as const;
export type Region = (typeof REGIONS)[number];

/** Where each field's value came from: the idea's text, the fundraising goal, a model, the founder, or a rule. */
const ROUND_FIELD_SOURCES = ['text', 'goal', 'model', 'founder', 'inferred'] as const;
export type RoundFieldSource = (typeof ROUND_FIELD_SOURCES)[number];

const ZRoundAmount = z.object({
  /** In `currency` units, as the founder wrote it ("£500K" → 500000). */
  value: z.number().positive(),
  /** ISO 4217 ("USD", "GBP", "EUR", "INR"). */
  currency: z.string().length(3),
  /** Thousands of US dollars, like the investors' check sizes. */
  usd_k: z.number().nonnegative(),
  /** The words it was read from ("raising £500K"), or null when the founder typed it in the dialog. */
  text: z.string().nullable(),
  /** US dollars per unit of `currency`, and the date of the rate table it came from (1 and null for USD). */
  rate: z.number().positive(),
  rate_date: z.string().nullable(),
});
export type TRoundAmount = z.infer<typeof ZRoundAmount>;

export const ZRound = z.object({
  amount: ZRoundAmount.nullable(),
  stage: z.enum(ROUND_STAGES).nullable(),
  /** Focus-area keys as investors' focus areas use them (`FOCUS_AREAS` and the finer tags), most specific first. */
  sectors: z.array(z.string()),
  business_model: z.enum(BUSINESS_MODELS).nullable(),
  /** Who buys the product, in plain words ("dental clinics", "e-commerce merchants"). */
  customers: z.string().nullable(),
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().nullable(),
  region: z.enum(REGIONS).nullable(),
  /** Where each non-empty field's value came from. */
  sources: z.record(z.string(), z.enum(ROUND_FIELD_SOURCES)),
  /**
   * A raise the founder wrote that could not be read ("2.5 lakh crore"): said back to them and never replaced by
   * another figure (an onboarding goal, another idea's amount). Absent on rounds read before issue 34.
   */
  unread_amount: z.string().nullable().optional(),
  /** The business behind the idea (core/contracts/business.ts); absent on rounds read before issue 34. */
  business: ZBusiness.nullable().optional(),
});
export type TRound = z.infer<typeof ZRound>;

export const EMPTY_ROUND: TRound = {
  amount: null,
  stage: null,
  sectors: [],
  business_model: null,
  customers: null,
  city: null,
  country: null,
  region: null,
  sources: {},
};

/**
 * The founder's corrections in the Edit Idea dialog: any field given replaces what was read from their words
 * (and is then never read again); null clears it. The amount is in the founder's currency.
 */
export const ZRoundEdit = z
  .object({
    amount: z
      .object({
        value: z
          .number({ error: 'Target raise must be a number' })
          .positive('Target raise must be more than 0')
          .max(1e13, 'Target raise is too large'),
        currency: z
          .string({ error: 'Currency is required' })
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code such as USD, EUR or GBP'),
      })
      .nullable(),
    stage: z.enum(ROUND_STAGES, `Stage must be one of ${ROUND_STAGES.join(', ')}`).nullable(),
    sectors: z.array(z.string().trim().min(1)).max(8, 'Choose at most 8 sectors'),
    business_model: z
      .enum(BUSINESS_MODELS, `Business model must be one of ${BUSINESS_MODELS.join(', ')}`)
      .nullable(),
    customers: z.string().trim().max(200, 'Customers must be at most 200 characters').nullable(),
    city: z.string().trim().max(100, 'City must be at most 100 characters').nullable(),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Country must be a two-letter country code')
      .nullable(),
    /** Corrections of the business reading (the Summary tab). */
    business: ZBusinessEdit,
  })
  .partial()
  .strict();
export type TRoundEdit = z.infer<typeof ZRoundEdit>;
