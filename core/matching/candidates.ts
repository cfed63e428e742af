import type { TInvestor } from '../contracts/investors';
import { FOCUS_TAGS } from '../contracts/vocabulary';
import type { MatchRound } from './match-round';
import { retrieve } from './model/features';
import type { CompanyNetwork, TrackRecords } from './model/track-records';
import { REGION_LABELS } from './place';
import type { MatchSearchIndex, NearestInvestors } from './ports';
import { filterStagesOf } from './stages';

/** Investors by the place they are in or say they invest in, for the candidates of a founder's place. */
export interface PlaceIndex {
  byCountry: Map<string, string[]>;
  byRegion: Map<string, string[]>;
}

/** Candidates from the vectors: those whose profile reads most like the idea. */
const NEAREST = 200;
/** Candidates from the /investors filter for the round's place, stage and sector: its first page and more. */
const FILTER_FIRST = 40;
/** The filter's first this many for the founder's own place: what a founder sees first when she filters. */
const LISTED_FIRST = 10;

/**
 * Stage 2 of the matcher: who could be in the round. The investors whose deals are most like it (the track
 * record's pool, with the founder's company's investors and their co-investors), everyone based in the
 * founder's country or saying they invest there (the region's too when the country holds few), and those whose
 * profile reads most like the idea.
 */
export async function candidatesFor(
  round: MatchRound,
  deps: {
    track: TrackRecords;
    places: PlaceIndex;
    vectors: NearestInvestors;
    byId: Map<string, TInvestor>;
    index: Pick<MatchSearchIndex, 'search' | 'docs'>;
  },
  queryVector: Float32Array,
  net: CompanyNetwork | null,
): Promise<{ candidates: TInvestor[]; pool: string[]; listedFirst: ReadonlySet<string> }> {
  const pool = retrieve(deps.track, round.track, net);
  const ids = new Set(pool);
  const { country, region } = round.place;
  const local = country ? (deps.places.byCountry.get(country) ?? []) : [];
  for (const id of local) ids.add(id);
  if (region && local.length < 500) for (const id of deps.places.byRegion.get(region) ?? []) ids.add(id);
  for (const hit of await deps.vectors.nearest(queryVector, NEAREST)) ids.add(hit.id);
  const [listed = [], ...wider] = filterFirst(round, deps.index);
  for (const id of [...listed, ...wider.flat()]) ids.add(id);
  const candidates = [...ids].flatMap((id) => deps.byId.get(id) ?? []);
  return { candidates, pool, listedFirst: new Set(listed.slice(0, LISTED_FIRST)) };
}

/**
 * What the /investors filter lists first for the round's place (the city, and the country), stage and first
 * sector: always candidates, so that the match never misses a local specialist the plain filter finds (issue 30:
 * Demeter, EDF Pulse and ENGIE New Ventures for a Paris climate seed).
 */
function filterFirst(round: MatchRound, index: Pick<MatchSearchIndex, 'search' | 'docs'>): string[][] {
  const { city, country, region } = round.place;
  const places = [
    ...(city && country ? [`${city}, ${country}`] : []),
    ...(country ? [country] : region && !country ? [REGION_LABELS[region]] : []),
  ];
  const stage = round.stage ? filterStagesOf(round.stage) : undefined;
  const sector = round.sectors.find((s) => (FOCUS_TAGS as readonly string[]).includes(s));
  if (!places.length || (!stage && !sector)) return [];
  // The founder's own place first (the city when there is one): its list is the one she would see.
  return places.map((location) =>
    index
      .search(
        { location, ...(stage ? { stage } : {}), ...(sector ? { focus: [sector] } : {}) },
        0,
        FILTER_FIRST,
      )
      .docs.map((d) => index.docs[d]!.id),
  );
}

/** The place index of a set of investors: HQ country and stated countries, and their regions. */
export function placeIndexOf(
  investors: Iterable<TInvestor>,
  regionOf: (country: string) => string | null,
): PlaceIndex {
  const byCountry = new Map<string, string[]>();
  const byRegion = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, id: string) => {
    const list = map.get(key);
    if (list) list.push(id);
    else map.set(key, [id]);
  };
  for (const inv of investors) {
    const countries = new Set([...(inv.country ? [inv.country] : []), ...inv.invests_in]);
    const regions = new Set<string>();
    for (const c of countries) {
      add(byCountry, c, inv.id);
      const r = regionOf(c);
      if (r) regions.add(r);
    }
    for (const r of regions) add(byRegion, r, inv.id);
  }
  return { byCountry, byRegion };
}
