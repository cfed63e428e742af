import { FOCUS_AREAS } from '../contracts/vocabulary';
import { CRUNCHBASE_CATEGORIES, FUNDRAISINGFOX_SECTORS } from '../vocabulary/sectors';

/**
 * Sector families: each finer tag belongs to one of the spec's focus areas ("healthtech" and "biotech" to
 * healthcare, "insurtech" to fintech), as the data build's sector tables map them. Tags mapped to "other" have
 * no family and match only themselves, with a few close relations below.
 */
const AREA_OF = new Map<string, string>();
for (const tags of [...Object.values(FUNDRAISINGFOX_SECTORS), ...Object.values(CRUNCHBASE_CATEGORIES)]) {
  const [area, tag] = tags;
  if (area && tag && area !== 'other' && !AREA_OF.has(tag)) AREA_OF.set(tag, area);
}
for (const area of FOCUS_AREAS) if (area !== 'other') AREA_OF.set(area, area);

// Tags without a spec area that founders and investors use for one another.
const RELATED: Record<string, readonly string[]> = {
  hardware: ['deep-tech', 'robotics', 'iot', 'semiconductors', 'manufacturing'],
  'deep-tech': ['hardware', 'robotics', 'semiconductors', 'quantum', 'space', 'materials'],
  robotics: ['hardware', 'deep-tech', 'manufacturing'],
  consumer: ['consumer-internet', 'mobile', 'd2c', 'social'],
  'consumer-internet': ['consumer', 'mobile', 'social'],
  mobility: ['logistics'],
  logistics: ['mobility'],
  media: ['gaming', 'creator-economy', 'music'],
  gaming: ['media'],
  foodtech: ['agtech'],
  proptech: ['construction'],
};

/** Tags that say nothing of a sector: never a match. */
const NOT_SECTORS = new Set(['other', 'generalist']);

/** The spec focus area a tag belongs to, if any. */
function areaOf(tag: string): string | null {
  return AREA_OF.get(tag) ?? null;
}

export type SectorMatch =
  | { level: 'tag'; tag: string; of: number }
  | { level: 'related'; tag: string; of: number }
  | { level: 'area'; tag: string; of: number }
  | null;

/**
 * How closely an investor's focus tags meet the idea's sectors: the same tag, a closely related one, or only the
 * same broad area (an idea in healthtech, an investor in healthcare). The idea's sectors come most specific first.
 */
export function sectorMatch(ideaSectors: readonly string[], focus: readonly string[]): SectorMatch {
  return sectorMatcher(ideaSectors)(focusSet(focus));
}

/** An investor's focus tags that name a sector, in their order: what `sectorMatcher`'s function compares. */
export function focusSet(focus: Iterable<string>): ReadonlySet<string> {
  const own = new Set<string>();
  for (const f of focus) if (!NOT_SECTORS.has(f)) own.add(f);
  return own;
}

/**
 * `sectorMatch` with the idea's side read once: the matcher compares one idea with some 1,500 investors, three
 * focus lists each.
 */
export function sectorMatcher(ideaSectors: readonly string[]): (own: ReadonlySet<string>) => SectorMatch {
  const sectors = ideaSectors.filter((s) => !NOT_SECTORS.has(s));
  const related = sectors.map((s) => RELATED[s] ?? []);
  const areas = new Set(sectors.map(areaOf).filter((a): a is string => a !== null));
  // `of`: which of the idea's sectors it meets (0 is its first, most specific one).
  const areaIndex = new Map<string, number>();
  sectors.forEach((s, i) => {
    const a = areaOf(s);
    if (a && !areaIndex.has(a)) areaIndex.set(a, i);
  });
  return (own) => {
    for (const [i, s] of sectors.entries()) if (own.has(s)) return { level: 'tag', tag: s, of: i };
    for (const [i, rs] of related.entries())
      for (const r of rs) if (own.has(r)) return { level: 'related', tag: r, of: i };
    if (areas.size === 0) return null;
    for (const f of own) {
      const area = areaOf(f);
      if (area && areas.has(area)) return { level: 'area', tag: f, of: areaIndex.get(area)! };
    }
    return null;
  };
}

/**
 * Sectors that say how a product is built or sold rather than what market it serves: an investor met only on one
 * of these, beside a more specific first sector (fintech, then B2B SaaS), meets the idea less.
 */
const HOW_NOT_WHAT = new Set(['b2b-saas', 'enterprise-software', 'software', 'ai-ml', 'consumer', 'mobile']);

/** How much a sector match counts, by which of the idea's sectors it meets: its first fully, a generic later one less. */
export function matchWeight(match: NonNullable<SectorMatch>, ideaSectors: readonly string[]): number {
  if (match.of === 0) return 1;
  return HOW_NOT_WHAT.has(ideaSectors[match.of] ?? '') ? 0.85 : 0.95;
}

/** A focus tag in plain words: "b2b-saas" → "B2B SaaS", "ai-ml" → "AI/ML", "healthtech" → "healthtech". */
export function sectorLabel(tag: string): string {
  const special: Record<string, string> = {
    'b2b-saas': 'B2B SaaS',
    'ai-ml': 'AI/ML',
    ecommerce: 'e-commerce',
    d2c: 'direct-to-consumer',
    iot: 'IoT',
    'hr-tech': 'HR tech',
  };
  return special[tag] ?? tag.replace(/-/g, ' ');
}
