import type { TInvestor } from '../contracts/investors';
import type { InvestorVectors } from '../vectors/lance-store';
import { retrieve } from './model/features';
import type { CompanyNetwork, TrackRecords } from './model/track-records';
import type { MatchRound } from './read-round';

/** Investors by the place they are in or say they invest in, for the candidates of a founder's place. */
export interface PlaceIndex {
  byCountry: Map<string, string[]>;
  byRegion: Map<string, string[]>;
}

/** Candidates from the vectors: those whose profile reads most like the idea. */
const NEAREST = 200;

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
    vectors: Pick<InvestorVectors, 'nearest'>;
    byId: Map<string, TInvestor>;
  },
  queryVector: Float32Array,
  net: CompanyNetwork | null,
): Promise<{ candidates: TInvestor[]; pool: string[] }> {
  const pool = retrieve(deps.track, round.track, net);
  const ids = new Set(pool);
  const { country, region } = round.place;
  const local = country ? (deps.places.byCountry.get(country) ?? []) : [];
  for (const id of local) ids.add(id);
  if (region && local.length < 500) for (const id of deps.places.byRegion.get(region) ?? []) ids.add(id);
  for (const hit of await deps.vectors.nearest(queryVector, NEAREST)) ids.add(hit.id);
  const candidates = [...ids].flatMap((id) => deps.byId.get(id) ?? []);
  return { candidates, pool };
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
