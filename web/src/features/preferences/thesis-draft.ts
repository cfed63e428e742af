// An investor's thesis as its form holds it (onboarding's step 2 and the dashboard's Edit thesis dialog), and the
// request either sends. The server's contract (ZInvestorOnboarding) checks it again; cities are read there.
import type { RoundLeadership, TInvestorThesis } from '@core/contracts/onboarding';
import type { Region } from '@core/contracts/round';
import type { FocusArea, InvestorStage } from '@core/contracts/vocabulary';
import { COUNTRY_NAMES, countryCode } from '@core/geo/countries';
import { parseCheckSize } from '../onboarding/onboarding-errors';

export interface ThesisDraft {
  firmName: string;
  investmentThesis: string;
  min: string;
  max: string;
  preferredStages: InvestorStage[];
  focusAreas: FocusArea[];
  regions: Region[];
  /** ISO codes. */
  countries: string[];
  /** As typed, or as the server kept them ("New York, US"). */
  cities: string[];
  roundLeadership: RoundLeadership;
}

export const EMPTY_THESIS: ThesisDraft = {
  firmName: '',
  investmentThesis: '',
  min: '',
  max: '',
  preferredStages: [],
  focusAreas: [],
  regions: [],
  countries: [],
  cities: [],
  roundLeadership: 'both',
};

/** The form filled from the thesis the server keeps (GET /api/me's context). */
export function draftFromThesis(t: TInvestorThesis | null | undefined): ThesisDraft {
  if (!t) return EMPTY_THESIS;
  return {
    firmName: t.firm_name ?? '',
    investmentThesis: t.investment_thesis ?? '',
    min: t.check_size_min === undefined ? '' : String(t.check_size_min),
    max: t.check_size_max === undefined ? '' : String(t.check_size_max),
    preferredStages: (t.preferred_stages ?? []) as InvestorStage[],
    focusAreas: (t.focus_areas ?? []) as FocusArea[],
    regions: (t.regions ?? []) as Region[],
    countries: t.countries ?? [],
    cities: t.cities ?? [],
    roundLeadership: t.round_leadership ?? 'both',
  };
}

/** The body of POST /api/onboarding/complete and PUT /api/me/preferences for an investor. */
export function thesisRequest(d: ThesisDraft) {
  return {
    role: 'investor' as const,
    firmName: d.firmName,
    investmentThesis: d.investmentThesis,
    checkSizeMin: parseCheckSize(d.min),
    checkSizeMax: parseCheckSize(d.max),
    preferredStages: d.preferredStages,
    focusAreas: d.focusAreas,
    regions: d.regions,
    countries: d.countries,
    cities: d.cities,
    roundLeadership: d.roundLeadership,
  };
}

/** A country typed by name or code ("Germany", "de", "UK") as its code, or an error to show. */
export function readCountry(text: string): { code: string } | { error: string } {
  const code = countryCode(text);
  return code ? { code } : { error: `“${text.trim()}” is not a country we know` };
}

export const countryLabel = (code: string) => COUNTRY_NAMES[code] ?? code;

/** "New York, US" as "New York, United States"; a city as typed stays as typed. */
export function cityLabel(city: string): string {
  const m = /^(.*),\s*([A-Z]{2})$/.exec(city);
  return m && COUNTRY_NAMES[m[2]!] ? `${m[1]}, ${COUNTRY_NAMES[m[2]!]}` : city;
}

/** Every country name, for the input's suggestions. */
export const COUNTRY_OPTIONS = Object.values(COUNTRY_NAMES).sort((a, b) => a.localeCompare(b));

/** The geography in one line: "New York; Germany; Europe", or "Anywhere". */
export function geographyLine(
  t: Pick<TInvestorThesis, 'cities' | 'countries' | 'regions'>,
  regionLabel: (r: string) => string,
): string {
  const parts = [
    ...(t.cities ?? []).map((c) => c.replace(/,\s*[A-Z]{2}$/, '')),
    ...(t.countries ?? []).map(countryLabel),
    ...(t.regions ?? []).map(regionLabel),
  ];
  return parts.length ? parts.join('; ') : 'Anywhere';
}

export const LEADERSHIP_LABELS: Record<RoundLeadership, string> = {
  lead: 'Leads rounds',
  follow: 'Follows a lead',
  both: 'Leads or follows',
};
