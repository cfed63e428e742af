import { type AnyNode, type Cheerio, type CheerioAPI, load } from 'cheerio';
import type { TExtractionRules } from '../../core/contracts/crawls';
import { buildInvestor } from '../../core/dataset/build-investor';
import { parseChequeRange } from '../../core/dataset/cheques';
import { type InvestorResolver, nameKeys } from '../../core/dataset/entity-resolution';
import type { InvestorRecord } from '../../core/dataset/records';
import { normalizeWebsite, type SourceProfile, scrubPersonalData } from '../../core/dataset/source-profile';
import { countryCode } from '../../core/geo/countries';
import { FUNDRAISINGFOX_SECTORS, sectorsFromText } from '../../core/vocabulary/sectors';
import { RAW_STAGES, type Stage } from '../../core/vocabulary/stages';

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
function importedId(name: string, taken: (id: string) => boolean): string {
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
    invests_in: [],
    leads_rounds: null,
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

// ----------------------------------------------------------------------------------------------------------------
// Reading directory pages with extraction rules (TExtractionRules): pure functions over the HTML, used by graph.ts.

/** A selector of the rules: `css` reads each match's text, `css@attr` its attribute. */
export interface ParsedSelector {
  css: string;
  attr: string | null;
}

/** Splits `a.link@href` into the CSS and the attribute; an `@` inside brackets or quotes stays in the CSS. */
export function parseSelector(selector: string): ParsedSelector {
  const s = selector.trim();
  const m = /^(.*\S)\s*@([A-Za-z_:][\w:.-]*)$/.exec(s);
  if (m) {
    const css = m[1]!;
    const open = (css.match(/\[/g) ?? []).length - (css.match(/\]/g) ?? []).length;
    const quotes = ((css.match(/"/g) ?? []).length % 2) + ((css.match(/'/g) ?? []).length % 2);
    if (open === 0 && quotes === 0) return { css, attr: m[2]! };
  }
  return { css: s, attr: null };
}

const squash = (text: string | undefined | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Attributes whose value is a URL, resolved against the page's URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'data-href', 'data-url', 'content']);

function absolute(value: string, pageUrl: string): string {
  try {
    return new URL(value, pageUrl).href;
  } catch {
    return value;
  }
}

/** Every non-empty value a selector reads in `scope` (the item itself included), in document order. */
function readValues(
  $: CheerioAPI,
  scope: Cheerio<AnyNode> | null,
  selector: string,
  pageUrl: string,
): string[] {
  const { css, attr } = parseSelector(selector);
  let matches: Cheerio<AnyNode>;
  try {
    matches = scope ? scope.filter(css).add(scope.find(css)) : $(css);
  } catch (error) {
    throw new Error(`Invalid selector "${selector}": ${error instanceof Error ? error.message : error}`);
  }
  const values: string[] = [];
  matches.each((_, el) => {
    let value = attr ? squash($(el).attr(attr)) : squash($(el).text());
    if (!value) return;
    // A relative link is made absolute against the page; an absolute one is kept as written.
    if (attr && URL_ATTRIBUTES.has(attr.toLowerCase()) && !/^[a-z][a-z\d+.-]*:/i.test(value))
      value = absolute(value, pageUrl);
    values.push(value);
  });
  return values;
}

/** The fields one page shows of one firm (before the detail page is merged in). */
export interface FirmFields {
  name?: string;
  website?: string | null;
  location?: string | null;
  stages?: string[];
  sectors?: string[];
  checkSize?: string | null;
  description?: string | null;
}

/** A firm as the importer returns it (RawFirm with every field present). */
export type ImportedFirm = Required<FirmFields> & { url: string };

/** Splits "Seed, Series A" (one element listing several) into its parts. */
function splitList(values: readonly string[]): string[] {
  return [
    ...new Set(
      values
        .flatMap((v) => v.split(/\s*[,;|·•]\s*/))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

type TFieldRules = NonNullable<TExtractionRules['list']['fields']>;

/** Reads the field rules in a scope: single fields take the first value, stages and sectors every match. */
function readFields(
  $: CheerioAPI,
  scope: Cheerio<AnyNode> | null,
  rules: TFieldRules | undefined,
  pageUrl: string,
): FirmFields {
  const out: FirmFields = {};
  if (!rules) return out;
  const first = (sel: string | undefined) => (sel ? (readValues($, scope, sel, pageUrl)[0] ?? null) : null);
  const name = first(rules.name);
  if (name) out.name = name;
  for (const key of ['website', 'location', 'checkSize', 'description'] as const) {
    const value = first(rules[key]);
    if (value) out[key] = value;
  }
  for (const key of ['stages', 'sectors'] as const) {
    const sel = rules[key];
    if (!sel) continue;
    const values = splitList(readValues($, scope, sel, pageUrl));
    if (values.length) out[key] = values;
  }
  return out;
}

/** One firm on a list page: what the list shows and where its detail page is. */
interface ListedFirm {
  fields: FirmFields;
  detailUrl: string | null;
}

export interface ListPage {
  items: ListedFirm[];
  /** The next list page, absolute, or null on the last page. */
  next: string | null;
}

/** Reads a directory's list page with the rules' `list` part. Relative links resolve against `pageUrl`. */
export function readListPage(html: string, pageUrl: string, rules: TExtractionRules): ListPage {
  const $ = load(html);
  const { list } = rules;
  const items: ListedFirm[] = [];
  let elements: Cheerio<AnyNode>;
  try {
    elements = $(parseSelector(list.item).css);
  } catch (error) {
    throw new Error(`Invalid selector "${list.item}": ${error instanceof Error ? error.message : error}`);
  }
  elements.each((_, el) => {
    const scope = $(el);
    const fields = readFields($, scope, list.fields, pageUrl);
    const link = list.detailLink ? readValues($, scope, withHref(list.detailLink), pageUrl)[0] : undefined;
    const detailUrl = link && /^https?:/i.test(link) ? link.split('#')[0]! : null;
    if (fields.name || detailUrl) items.push({ fields, detailUrl });
  });
  const nextRaw = list.nextPage ? readValues($, null, withHref(list.nextPage), pageUrl)[0] : undefined;
  const next = nextRaw && /^https?:/i.test(nextRaw) ? nextRaw.split('#')[0]! : null;
  return { items, next };
}

/** Links are read from their href when the rule names no attribute. */
function withHref(selector: string): string {
  return parseSelector(selector).attr ? selector : `${selector.trim()}@href`;
}

/** Reads a firm's detail page with the rules' `detail` part. */
export function readDetailPage(html: string, pageUrl: string, rules: TExtractionRules): FirmFields {
  return readFields(load(html), null, rules.detail?.fields, pageUrl);
}

/** The firm as imported: detail fields win over the list's; null when neither gave a name. */
export function mergeFirm(list: FirmFields, detail: FirmFields | null, url: string): ImportedFirm | null {
  const merged: FirmFields = { ...list };
  for (const [key, value] of Object.entries(detail ?? {}) as [
    keyof FirmFields,
    FirmFields[keyof FirmFields],
  ][]) {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    (merged as Record<string, unknown>)[key] = value;
  }
  if (!merged.name) return null;
  return {
    name: merged.name,
    website: merged.website ?? null,
    location: merged.location ?? null,
    stages: merged.stages ?? [],
    sectors: merged.sectors ?? [],
    checkSize: merged.checkSize ?? null,
    description: merged.description ?? null,
    url,
  };
}
