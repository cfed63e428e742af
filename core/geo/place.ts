import type { Region } from '../contracts/round';

/** Where a founder is: any part may be null (a country alone, a region alone, or nothing). */
export interface Place {
  city: string | null;
  /** US state or Canadian province code. */
  state: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  region: Region | null;
  /** The US metro area of the companies data ("SF Bay", "Boston"). */
  metro: string | null;
}

export const NO_PLACE: Place = { city: null, state: null, country: null, region: null, metro: null };
