/**
 * A kind of buyer, and how our company data (Crunchbase, US companies, October 2013) shows that a company's own
 * business is that buyer (see buyer-kinds.ts).
 */
export interface BuyerKind {
  key: string;
  /** Plural, plain words: "dental practices and dental groups". */
  label: string;
  /** Words that name this buyer in the founder's customers phrase ("independent dental clinics"). */
  says: RegExp;
  /** A company name that shows its business is this buyer. */
  name?: RegExp;
  /** The categories in which a name match counts; null stands for companies without a category. */
  nameIn?: readonly (string | null)[];
  /** Categories whose companies are this buyer by category alone, vendors' names left out. */
  categories?: readonly string[];
  /** Only companies that raised at least this much (USD): an enterprise buyer is a large company. */
  minFunding?: number;
  /** Only companies that raised at most this much (USD): a small-business buyer. */
  maxFunding?: number;
  /** The buyer's day-to-day work a product for it changes. */
  work: string;
  /** Who signs for a pilot. */
  decides: string;
  /** What makes one a good first partner. */
  signals: string;
  /** The buyers are people, not companies: no company in our data is one. */
  people?: boolean;
  /** For people: the kind of organisation that reaches them (a channel partner), when there is one. */
  channel?: string;
}
