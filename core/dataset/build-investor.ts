import { COUNTRY_NAMES } from '../geo/countries.ts';
import { orderFocusAreas } from '../vocabulary/sectors.ts';
import { withCoarseStages } from '../vocabulary/stages.ts';
import { type CheckRange, estimateCheckSize, implausibleCheque } from './cheques.ts';
import {
  byRecency,
  type DealView,
  describeDeals,
  describeProfile,
  rankByCount,
} from './describe-investor.ts';
import { firmTypeFromName } from './firm-type.ts';
import { computeStatus } from './investor-status.ts';
import { reconcilePlace } from './reconcile-place.ts';
import type { InvestorRecord, SourceId, SourceName } from './records.ts';
import type { SourceProfile } from './source-profile.ts';

/** Everything the sources say about one resolved investor. Profiles come in source order. */
export interface InvestorInput {
  id: string;
  name: string;
  profiles: readonly SourceProfile[];
  /** Most deals first. */
  crunchbase_names: readonly string[];
  deals: readonly DealView[];
}

// A stage or sector counts as an investor's focus when at least this share of its (typed) deals has it.
const DEAL_SHARE = 0.2;

function frequent<T extends string>(values: T[]): T[] {
  const ranked = rankByCount(values);
  const total = values.length;
  return ranked.filter(([, n], i) => i === 0 || n / total >= DEAL_SHARE).map(([v]) => v);
}

const SOURCE_ORDER: Record<SourceName, number> = {
  fundraisingfox: 0,
  vcmatchmaker: 1,
  crunchbase: 2,
  directory: 3,
};

export function compareSourceIds(a: SourceId, b: SourceId): number {
  return SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function locationOf(city: string | null, country: string | null): string | null {
  const countryName = country ? (COUNTRY_NAMES[country] ?? country) : null;
  if (city) return country ? `${city}, ${country}` : city;
  return countryName;
}

/**
 * Best display form: profile names first (curated, current), then Crunchbase variants by deal count; an
 * all-lower-case variant ("18 ventures") only when there is no other.
 */
export function displayName(
  profiles: readonly SourceProfile[],
  crunchbase: ReadonlyArray<[string, number]>,
): string {
  const ranked = [...crunchbase].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const names = [...profiles.map((p) => p.name), ...ranked.map(([name]) => name)];
  return names.find((n) => n !== n.toLowerCase()) ?? names[0]!;
}

/** What the build changed in a source's statement, and why: kept in data/cleaning-log.json for review. */
export interface CleaningNote {
  id: string;
  name: string;
  field: 'location' | 'check_size';
  source: string;
  said: string;
  kept: string;
  reason: string;
}

export function buildInvestor(
  input: InvestorInput,
  asOf: string,
  notes: CleaningNote[] = [],
): InvestorRecord {
  const { profiles, deals } = input;
  const first = <T>(pick: (p: SourceProfile) => T | null): T | null => {
    for (const p of profiles) {
      const value = pick(p);
      if (value !== null) return value;
    }
    return null;
  };
  const place = reconcilePlace(profiles);
  if (place.fix) notes.push({ id: input.id, name: input.name, field: 'location', ...place.fix });
  const location = locationOf(place.city, place.country);
  // The first stated cheque that can be true of the stages its source states (notes say why any other was not).
  let stated: CheckRange | null = null;
  for (const p of profiles) {
    if (!p.check) continue;
    const wrong = implausibleCheque(p.check, p.stages);
    if (!wrong) {
      stated = p.check;
      break;
    }
    notes.push({
      id: input.id,
      name: input.name,
      field: 'check_size',
      source: p.source_id.source,
      said: `$${p.check.min ?? '?'}K–$${p.check.max ?? '?'}K`,
      kept: 'dropped',
      reason: wrong,
    });
  }
  const check =
    stated ??
    estimateCheckSize(
      deals.flatMap((d) => (d.amount === null ? [] : [{ amount: d.amount, syndicate: d.syndicate }])),
    );

  const dealStages = frequent(deals.flatMap((d) => (d.round ? [d.round] : [])));
  const dealFocus = frequent(deals.flatMap((d) => [...d.sectors]));
  const recent = [...deals].sort(byRecency);
  const lastDate = recent.find((d) => d.date)?.date ?? null;

  const sourceText = first((p) => p.description);
  const profileFacts = profiles[0] ? describeProfile(profiles[0].facts, location, stated) : null;
  const generated = [profileFacts, describeDeals(deals)].filter(Boolean).join(' ') || null;

  const sourceIds: SourceId[] = [
    ...profiles.map((p) => p.source_id),
    ...input.crunchbase_names.map((id): SourceId => ({ source: 'crunchbase', id })),
  ].sort(compareSourceIds);

  return {
    id: input.id,
    name: input.name,
    description: sourceText ?? generated,
    description_source: sourceText ? 'source' : generated ? 'generated' : null,
    location,
    country: place.country,
    website: first((p) => p.website),
    stages: withCoarseStages([...profiles.flatMap((p) => p.stages), ...dealStages]),
    focus_areas: orderFocusAreas([...profiles.flatMap((p) => p.focus), ...dealFocus]),
    check_size_min: check?.min ?? null,
    check_size_max: check?.max ?? null,
    check_size_source: stated ? 'stated' : check ? 'estimated' : null,
    recent_investments: recent.slice(0, 10).map((d) => ({
      round_id: d.round_id,
      company: d.company,
      round: d.round,
      amount: d.amount,
      year: d.date ? Number(d.date.slice(0, 4)) : null,
    })),
    investment_count: deals.length,
    last_investment_date: lastDate,
    status: computeStatus(lastDate, asOf),
    firm_type:
      first((p) => p.firm_type) ?? input.crunchbase_names.map(firmTypeFromName).find(Boolean) ?? null,
    leads_rounds: first((p) => p.leads_rounds),
    invests_in: [...new Set(profiles.flatMap((p) => p.invests_in))].sort(),
    portfolio_count: first((p) => p.facts.portfolio_count ?? null),
    stated_stages: withCoarseStages(profiles.flatMap((p) => p.stages)),
    stated_focus: orderFocusAreas(profiles.flatMap((p) => p.focus)),
    linkedin_url: first((p) => p.linkedin_url),
    source_ids: sourceIds,
  };
}
