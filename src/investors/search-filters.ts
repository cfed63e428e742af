import type { TSearchInvestorsQuery } from '../../core/contracts/investors';
import { cityKey, placeKey } from '../../core/geo/gazetteer';
import { countriesIn } from '../../core/geo/regions';
import { resolvePlace } from '../../core/geo/resolve-place';
import type { DocumentSelections, Selection } from './document-selections';
import type { Facets } from './search-index-build';

type Sort = NonNullable<TSearchInvestorsQuery['sort']>;

/** A search of the index: its words, filters and order. */
export interface IndexQuery {
  q?: string;
  status?: string;
  stage?: string[];
  focus?: string[];
  location?: string;
  check_min?: number;
  check_max?: number;
  sort?: Sort;
}

/** What the explicit filters read: the index's facets, cached selections and cheque bounds. */
export interface FilterContext {
  size: number;
  selections: DocumentSelections;
  facets: Facets;
  // Unknown bounds are NaN, which no comparison passes: an investor of unknown check size fails a size filter.
  checkMin: Float64Array;
  checkMax: Float64Array;
}

/**
 * The investors a location filter lets through, the place read as typed ("London", "Sao Paulo", "NYC", "Germany",
 * "LatAm"): those based in the city, else the state's or country's, else the region's countries. Words the
 * gazetteer cannot read are looked for in investors' city names (accents and case aside).
 */
function placeLists(c: FilterContext, location: string): (number[] | undefined)[] {
  const { place, unread } = resolvePlace(location);
  if (place.city) return [c.facets.byCity.get(cityKey(place.city, place.country, place.state))];
  if (place.country) return [c.facets.byCountry.get(place.country)];
  if (place.region) return countriesIn(place.region).map((code) => c.facets.byCountry.get(code));
  const key = placeKey(unread ?? location);
  return [...c.facets.byCity.keys()]
    .filter((city) => city.includes(key))
    .map((city) => c.facets.byCity.get(city));
}

/** The explicit filters, each as the documents it lets through. */
export function filterSelections(c: FilterContext, query: IndexQuery): Selection[] {
  const masks: Selection[] = [];
  const { status, stage, focus, check_min: min, check_max: max } = query;
  if (status) masks.push(c.selections.get('status', [status], () => [c.facets.byStatus.get(status)]));
  if (stage?.length)
    masks.push(c.selections.get('stage', stage, () => stage.map((st) => c.facets.byStage.get(st))));
  if (focus?.length)
    masks.push(c.selections.get('focus', focus, () => focus.map((f) => c.facets.byFocus.get(f))));
  const location = query.location?.trim();
  if (location)
    masks.push(c.selections.get('location', [location.toLowerCase()], () => placeLists(c, location)));
  if (min !== undefined || max !== undefined) {
    masks.push(
      c.selections.get('check', [min ?? -1, max ?? -1], () => {
        const list: number[] = [];
        for (let doc = 0; doc < c.size; doc++) {
          const lo = c.checkMin[doc]!;
          const hi = c.checkMax[doc]!;
          if ((min === undefined || hi >= min) && (max === undefined || lo <= max)) list.push(doc);
        }
        return [list];
      }),
    );
  }
  return masks;
}
