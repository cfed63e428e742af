import { z } from 'zod';

/**
 * The business behind an idea, read from the founder's words (and corrected by them on the Summary tab): what the
 * product is, who pays and who uses it, the kind of company that buys, how it makes money and where it sells.
 * Every writer (strategy, intros, design partners) reads the business from here; none re-reads the raw text.
 */

/** How the business makes money, finer than the round's business model: the plan's metrics follow it. */
export const REVENUE_MODELS = [
  'saas',
  'usage-api',
  'marketplace',
  'payments',
  'lending',
  'insurance',
  'hardware',
  'robots-as-a-service',
  'energy-installation',
  'consumer-app',
  'consumer-subscription',
  'd2c-brand',
  'therapeutics',
  'medical-device',
  'deep-tech',
  'services',
] as const;
export type RevenueModel = (typeof REVENUE_MODELS)[number];

/** The size of the companies that buy, or people. */
export const BUYER_SIZES = ['people', 'small', 'small-mid', 'mid-size', 'enterprise', 'public'] as const;
export type BuyerSize = (typeof BUYER_SIZES)[number];

/** Where each field came from: the founder's words, a model (checked by the rules), or the founder's correction. */
const BUSINESS_SOURCES = ['text', 'model', 'founder'] as const;

const ZBusinessBuyer = z.object({
  /** A buyer industry key (core/business/buyer-industries.ts), e.g. "warehouses", "dental". */
  industry: z.string().nullable(),
  size: z.enum(BUYER_SIZES).nullable(),
  /** Who signs for a pilot or a contract ("the head of operations"). */
  signer: z.string().nullable(),
});

export const ZBusiness = z.object({
  /** What the product does, in one sentence in the founder's own words. */
  product: z.string().nullable(),
  /** Who pays ("third-party logistics providers"). */
  payer: z.string().nullable(),
  /** Who uses it day to day ("warehouse pickers"); the payer's own staff when the text says nothing else. */
  user: z.string().nullable(),
  buyer: ZBusinessBuyer,
  model: z.enum(REVENUE_MODELS).nullable(),
  /** Countries it sells in, ISO 3166-1 alpha-2, the home market first. */
  markets: z.array(z.string().length(2)),
  /** The founder's traction or why-now, in their words ("9,200 active borrowers"), when they gave one. */
  traction: z.string().nullable(),
  sources: z.record(z.string(), z.enum(BUSINESS_SOURCES)),
});
export type TBusiness = z.infer<typeof ZBusiness>;

export const EMPTY_BUSINESS: TBusiness = {
  product: null,
  payer: null,
  user: null,
  buyer: { industry: null, size: null, signer: null },
  model: null,
  markets: [],
  traction: null,
  sources: {},
};

const text = (field: string, max: number) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`).nullable();

/** The founder's corrections on the Summary tab: a field given replaces the reading (and is never read again). */
export const ZBusinessEdit = z
  .object({
    product: text('Product', 300),
    payer: text('Who pays', 200),
    user: text('Who uses it', 200),
    industry: text('Buyer industry', 60),
    size: z.enum(BUYER_SIZES, `Buyer size must be one of ${BUYER_SIZES.join(', ')}`).nullable(),
    signer: text('Who signs', 120),
    model: z.enum(REVENUE_MODELS, `Business model must be one of ${REVENUE_MODELS.join(', ')}`).nullable(),
    markets: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'Each market must be a two-letter country code'),
      )
      .max(30, 'At most 30 markets'),
  })
  .partial()
  .strict();
export type TBusinessEdit = z.infer<typeof ZBusinessEdit>;
