import { countryCode } from '../../data/build/countries';
import { buildInvestor } from '../../data/build/investor';
import { parseChequeRange } from '../../data/build/money';
import { FUNDRAISINGFOX_SECTORS, sectorsFromText } from '../../data/build/sectors';
import { normalizeWebsite, type SourceProfile, scrubPersonalData } from '../../data/build/sources/profile';
import { RAW_STAGES, type Stage } from '../../data/build/stages';
import type { InvestorRecord } from '../../data/build/types';
import { type InvestorResolver, nameKeys } from '../../src/investors/entity-resolution';

/** One firm as a directory's pages show it, before normalisation (every field as text). */
export interface RawFirm {
  name: string;
  website?: string | null;
  location?: string | null;
  stages?: readonly string[];
  sectors?: readonly string[];
  checkSize?: string | null;
  description?: string | null;
  /** The page it was read from, kept as the record's source id. */
  url: string;
}

/** Stage words as directories write them, beyond the build's own vocabulary. */
const STAGE_WORDS: Record<string, readonly Stage[]> = {
  ...RAW_STAGES,
  'pre seed': ['pre-seed'],
  preseed: ['pre-seed'],
  'series-a': ['series-a'],
  'series-b': ['series-b'],
  'series c+': ['series-c+'],
  'late-stage': ['late-stage'],
};

export function stagesFrom(words: readonly string[]): Stage[] {
  return [...new Set(words.flatMap((w) => STAGE_WORDS[w.trim().toLowerCase()] ?? []))];
}

/** Sector labels to our focus areas: the build's FundraisingFox table by label, else its keyword rules. */
export function focusFrom(labels: readonly string[]): string[] {
  const byLabel = new Map(Object.entries(FUNDRAISINGFOX_SECTORS).map(([k, v]) => [k.toLowerCase(), v]));
  return [...new Set(labels.flatMap((l) => byLabel.get(l.trim().toLowerCase()) ?? sectorsFromText(l)))];
}

/** "Berlin, Germany" → city and ISO country; a bare country is a country. */
export function placeFrom(location: string | null | undefined): {
  city: string | null;
  country: string | null;
} {
  const parts = (location ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return { city: null, country: null };
  const country = countryCode(parts.at(-1));
  if (parts.length === 1) return country ? { city: null, country } : { city: parts[0]!, country: null };
  return { city: parts[0]!, country };
}

/** Our id for an imported firm: its name as a slug, made unique against `taken`. */
export function importedId(name: string, taken: (id: string) => boolean): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'investor';
  let id = base;
  for (let n = 2; taken(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * A directory's firm in the investor schema, through the data build's own `buildInvestor` (as a source profile
 * with no deals): stages, focus areas and cheque range normalised as the build does, personal e-mails and
 * LinkedIn profiles scrubbed from the description.
 */
export function normalizeFirm(raw: RawFirm, id: string, asOf: string): InvestorRecord {
  const { city, country } = placeFrom(raw.location);
  const profile: SourceProfile = {
    source_id: { source: 'directory', id: raw.url },
    name: raw.name.trim(),
    website: normalizeWebsite(raw.website ?? null),
    description: scrubPersonalData(raw.description ?? null),
    city,
    country,
    stages: stagesFrom(raw.stages ?? []),
    focus: focusFrom(raw.sectors ?? []),
    check: raw.checkSize ? parseChequeRange(raw.checkSize) : null,
    firm_type: null,
    linkedin_url: null,
    facts: {},
  };
  return buildInvestor(
    { id, name: profile.name, profiles: [profile], crunchbase_names: [], deals: [] },
    asOf,
  );
}

export type ImportDecision =
  | { kind: 'new'; record: InvestorRecord }
  | { kind: 'duplicate'; of: string; reason: string };

/**
 * Decides each imported firm: a duplicate of an investor we have (or of one imported earlier in the same run),
 * by the data build's entity resolution (same website domain, same name key, or a name that only adds
 * descriptors), or new. New firms are added to the resolver, so "H-Farm Ventures" then "H-FARM Ventures" in
 * one run import once.
 */
export function decideImports(
  resolver: InvestorResolver,
  firms: readonly RawFirm[],
  asOf: string,
  taken: (id: string) => boolean,
): ImportDecision[] {
  const used = new Set<string>();
  return firms.map((raw) => {
    if (nameKeys(raw.name).length === 0)
      return { kind: 'duplicate', of: '', reason: 'the firm has no usable name' };
    const { country } = placeFrom(raw.location);
    const candidate = { source: 'directory', name: raw.name, domain: raw.website ?? null, country };
    const match = resolver.match(candidate);
    if (match) return { kind: 'duplicate', of: match.id, reason: match.reason };
    const id = importedId(raw.name, (x) => taken(x) || used.has(x));
    used.add(id);
    resolver.add({ id, ...candidate });
    return { kind: 'new', record: normalizeFirm(raw, id, asOf) };
  });
}
