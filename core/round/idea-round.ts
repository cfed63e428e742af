import { applyBusinessEdit, keepFounderBusiness } from '../business/edit-business';
import { COARSE_MODEL } from '../business/revenue-models';
import { EMPTY_ROUND, type TRound, type TRoundEdit } from '../contracts/round';
import { FOCUS_TAGS } from '../contracts/vocabulary';
import { COUNTRY_NAMES } from '../geo/countries';
import { regionOf } from '../geo/regions';
import { resolvePlace } from '../geo/resolve-place';
import { amountFromValue } from './read-amount';
import { readRound } from './read-round';

/** A correction the founder made that cannot be kept, naming its field ("round.amount.currency"). */
export class RoundEditError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** The fields of a round a founder can correct, and whose values then are theirs (source "founder"). */
const FIELDS = ['amount', 'stage', 'sectors', 'business_model', 'customers', 'city', 'country'] as const;

/**
 * The round read again from the founder's words by the rules, keeping every field the founder corrected.
 */
export function rereadRound(
  words: { title: string; description: string; fundraisingGoal?: string | null },
  current: TRound | null,
): TRound {
  return keepFounderFields(readRound(words), current);
}

/** A new reading of the round (by the rules or a model), with every field the founder corrected kept. */
export function keepFounderFields(read: TRound, current: TRound | null): TRound {
  if (!current) return read;
  const next: TRound = { ...read, sources: { ...read.sources } };
  for (const f of FIELDS) {
    if (current.sources[f] !== 'founder') continue;
    copyField(next, current, f);
  }
  if (current.sources.city === 'founder' || current.sources.country === 'founder') {
    next.region = current.region;
    next.sources.region = 'founder';
  }
  next.business = keepFounderBusiness(read.business, current.business);
  // The founder's revenue model decides the round's model too, unless they set that one themselves.
  if (
    next.business?.sources.model === 'founder' &&
    next.business.model &&
    current.sources.business_model !== 'founder'
  )
    next.business_model = COARSE_MODEL[next.business.model];
  // A raise the founder typed answers an unread one.
  if (next.sources.amount === 'founder') next.unread_amount = null;
  return next;
}

function copyField(to: TRound, from: TRound, f: (typeof FIELDS)[number]) {
  (to as Record<string, unknown>)[f] = from[f];
  to.sources[f] = 'founder';
}

/** The founder's corrections applied: checked first, so that a bad value changes nothing. */
export function applyRoundEdit(current: TRound | null, edit: TRoundEdit): TRound {
  const next: TRound = { ...(current ?? EMPTY_ROUND), sources: { ...(current?.sources ?? {}) } };
  const set = <K extends keyof TRound>(field: K, value: TRound[K], empty: boolean) => {
    next[field] = value;
    if (empty) delete next.sources[field];
    else next.sources[field] = 'founder';
  };
  if (edit.amount !== undefined) {
    const amount = edit.amount ? amountFromValue(edit.amount.value, edit.amount.currency) : null;
    if (edit.amount && !amount)
      throw new RoundEditError(
        `We cannot convert ${edit.amount.currency} to US dollars yet`,
        'round.amount.currency',
      );
    // Cleared by the founder: nothing is read from their words again.
    next.amount = amount;
    next.sources.amount = 'founder';
    next.unread_amount = null;
  }
  if (edit.stage !== undefined) set('stage', edit.stage, false);
  if (edit.sectors !== undefined) {
    const unknown = edit.sectors.find((s) => !(FOCUS_TAGS as readonly string[]).includes(s));
    if (unknown) throw new RoundEditError(`Unknown sector "${unknown}"`, 'round.sectors');
    set('sectors', [...new Set(edit.sectors)], false);
  }
  if (edit.business_model !== undefined) set('business_model', edit.business_model, false);
  if (edit.business !== undefined) {
    next.business = applyBusinessEdit(next.business, edit.business);
    if (edit.business.model) set('business_model', COARSE_MODEL[edit.business.model], false);
    // The round's customers follow the payer the founder names, so older readers agree.
    if (edit.business.payer !== undefined) set('customers', edit.business.payer || null, false);
  }
  if (edit.customers !== undefined) set('customers', edit.customers || null, false);
  if (edit.country !== undefined) {
    if (edit.country && !COUNTRY_NAMES[edit.country])
      throw new RoundEditError('Country must be a two-letter country code', 'round.country');
    set('country', edit.country, false);
    set('region', edit.country ? regionOf(edit.country) : null, false);
  }
  if (edit.city !== undefined) {
    // Read as typed ("Sao Paulo", "Bangalore", "Lodnon"), within the country when the founder gave one.
    const country = next.sources.country === 'founder' ? next.country : null;
    const read = edit.city ? resolvePlace(country ? `${edit.city}, ${country}` : edit.city) : null;
    const city = read?.unread === null ? read.place : null;
    set('city', city?.city ?? (edit.city || null), false);
    // A known city names its country, unless the founder gave another.
    if (city?.country && edit.country === undefined && next.sources.country !== 'founder') {
      set('country', city.country, false);
      set('region', regionOf(city.country), false);
    }
  }
  return next;
}

/** The spec's columns of an idea, kept in step with its round. */
export function specColumns(round: TRound): {
  industry: string | null;
  stage: string | null;
  target_check_size: number | null;
} {
  // The market the idea serves, most specific first; AI is how it is built, not its market.
  const market = round.sectors.find((s) => s !== 'ai-ml' && s !== 'other' && s !== 'generalist');
  return {
    industry: market ?? round.sectors[0] ?? null,
    stage: round.stage,
    target_check_size: round.amount ? Math.round(round.amount.usd_k) : null,
  };
}
