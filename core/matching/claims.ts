import type { TInvestor } from '../contracts/investors';
import type { Region } from '../contracts/round';
import { regionOfCountry } from './place';
import { stagesCovered } from './stages';

/**
 * How much an investor's own statements (the 2026 directories) say about any one round. A statement that names
 * a few sectors, a region's countries or a few stages is a thesis; one that names every sector, every stage and
 * dozens of countries says nothing about this round in particular, and counts as weak evidence of each (issue 30:
 * Flucas Ventures, "all geographies, sectors and stages", ranked first for founders in Lagos, São Paulo and
 * Toronto on "Says it invests in Brazil").
 */
export interface Claims {
  /** Sectors named, beside "other" and "sector agnostic". */
  sectors: number;
  /** Whether it calls itself sector agnostic. */
  generalist: boolean;
  /** Countries it says it invests in, and the regions they span. */
  countries: number;
  regions: ReadonlySet<Region>;
  /** Round stages its stated stages cover (pre-seed to growth: six). */
  stages: number;
  /** Broad on sectors, places and stages, as below. */
  broad: { sectors: boolean; places: boolean; stages: boolean };
  /**
   * A claim to cover everything: dozens of countries across regions, and every sector or every stage (Flucas
   * Ventures, "all geographies, sectors and stages"). A firm that names every sector and stage of its home market
   * (a generalist fund) states where it invests, and is not one.
   */
  everything: boolean;
}

/** Sectors from which a list is no longer a thesis (the directories' vocabulary has about 70). */
const BROAD_SECTORS = 12;
/** A thesis of this many sectors or fewer is specific. */
export const SPECIFIC_SECTORS = 5;
/** Countries across several regions from which a list is "everywhere". */
const BROAD_COUNTRIES = 10;
/** Round stages covered from which a statement is "every stage" (of six). */
const BROAD_STAGES = 5;

const memo = new WeakMap<TInvestor, Claims>();

/** The investor's statements, dimension by dimension; worked out once per investor object. */
export function claimsOf(inv: TInvestor): Claims {
  let claims = memo.get(inv);
  if (claims) return claims;
  const sectors = inv.stated_focus.filter((f) => f !== 'other' && f !== 'generalist').length;
  const generalist = inv.stated_focus.includes('generalist');
  const regions = new Set(inv.invests_in.flatMap((c) => regionOfCountry(c) ?? []));
  const stages = stagesCovered(inv.stated_stages).size;
  const broad = {
    // "Sector agnostic" with nothing more is every sector; beside named ones it is an open door to a thesis.
    sectors: sectors >= BROAD_SECTORS || (generalist && sectors === 0),
    places: inv.invests_in.length >= BROAD_COUNTRIES && regions.size >= 3,
    stages: stages >= BROAD_STAGES,
  };
  claims = {
    sectors,
    generalist,
    countries: inv.invests_in.length,
    regions,
    stages,
    broad,
    everything: broad.places && (broad.sectors || broad.stages),
  };
  memo.set(inv, claims);
  return claims;
}

/** Whether its list of countries is a thesis about the founder's region: few countries, or all of them there. */
export function regionalList(claims: Claims, region: Region | null): boolean {
  if (claims.countries === 0) return false;
  if (claims.countries <= 3) return true;
  return region !== null && claims.regions.size === 1 && claims.regions.has(region);
}

/**
 * How much a stated list of sectors says of one of them: a thesis of a few is full evidence, a longer list less,
 * a dozen or more (or "sector agnostic" alone) little.
 */
export function sectorListStrength(claims: Claims): number {
  if (claims.broad.sectors) return 0.65;
  return claims.sectors <= SPECIFIC_SECTORS ? 1 : 0.9;
}
