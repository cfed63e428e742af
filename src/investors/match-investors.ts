import { countryCode } from '../../data/build/countries';
import { STAGES } from '../../data/build/stages';
import type { TInvestor, TInvestorMatch, TMatchRequest } from '../contracts/investors';
import { cosine, type Embedder } from '../vectors/embedder';
import type { InvestorVectors } from '../vectors/lance-store';
import { type TrackQuery, type TrackRecord, type TrackRecords, trackPlace } from './deal-stats';
import { parseQuery } from './query-parser';
import type { InvestorSearchIndex } from './search-index';
import { conceptsOf, tokenize } from './text';
import { topK } from './top-k';

// Each dimension's share of the overall fit; sector and stage matter most to a founder's first meetings.
const WEIGHTS = {
  sector: 0.3,
  stage: 0.2,
  check_size: 0.15,
  activity: 0.15,
  geography: 0.1,
  portfolio: 0.1,
} as const;
const CANDIDATES = 300;
// The share of the final score that the track record (deals like this one) takes; the dimensions take the rest.
const TRACK_WEIGHT = 0.85;
/**
 * The founder's company network, added to the track record's log score: an investor of its earlier rounds
 * (who often joins the next one) and, less, one who co-invested with them (a warm path).
 */
const FOLLOW_ON_BONUS = 8;
const CO_INVESTOR_WEIGHT = 2;
const CO_INVESTOR_CANDIDATES = 100;

type Dimension = TInvestorMatch['dimensions'][number];

export interface MatchDeps {
  index: InvestorSearchIndex;
  vectors: InvestorVectors;
  embedder: Embedder;
  byId: Map<string, TInvestor>;
  /** Every investor's deals by stage, sector and place (from the rounds in Postgres, or before a cutoff). */
  track: TrackRecords;
}

/**
 * Ranks investors for a round: candidates from LanceDB (vectors and full text) and the search index, hard
 * filters (stage, check size, geography when given), then a fit score with a reason per dimension.
 */
export async function matchInvestors(
  deps: MatchDeps,
  req: TMatchRequest,
  /** `before`: only rounds dated before it count for the company's network (the evals' cases). */
  options: { before?: string } = {},
): Promise<TInvestorMatch[]> {
  const [queryVector] = await deps.embedder.embed([req.idea]);
  const ideaVector = deps.index.embedText(req.idea);
  const parsed = parseQuery(`${req.idea} ${req.location ?? ''}`, deps.index.isCity);
  const focus = new Set([...parsed.focus, ...conceptsOf(tokenize(req.idea))]);
  const requested = normaliseStage(req.stage);
  // The stage as profiles state stages; a round type they do not use ("venture", "other") only informs the
  // track record.
  const stage = requested && PROFILE_STAGES.has(requested) ? requested : null;
  const place = req.location ? parseQuery(req.location, deps.index.isCity) : null;
  const country = place?.countries[0] ?? countryCode(req.location?.split(',').at(-1)?.trim() ?? null);

  const where = trackPlace(req.location);
  const trackQuery: TrackQuery = {
    stage: requested ? trackStageOf(requested, deps.track) : null,
    sectors: sectorKeys(focus, req.idea, deps.track),
    city: where.city,
    country: where.country ?? country,
    region: where.region,
  };

  const ids = new Set<string>();
  const [near, text] = await Promise.all([
    deps.vectors.nearest(queryVector!, CANDIDATES),
    deps.vectors.fullText(tokenize(req.idea).slice(0, 30).join(' '), CANDIDATES).catch(() => []),
  ]);
  for (const h of near) ids.add(h.id);
  for (const h of text) ids.add(h.id);
  const fromIndex = deps.index.search({ q: [...focus].join(' ') || req.idea.slice(0, 200) }, 0, CANDIDATES);
  for (const doc of fromIndex.docs) ids.add(deps.index.docs[doc]!.id);
  // The investors whose record of deals most resembles this round, whatever their profile's words say.
  const track = new Map<string, number>();
  for (const id of deps.track.byInvestor.keys()) track.set(id, deps.track.score(id, trackQuery)!);
  // The best CANDIDATES of some 20K track scores, without sorting them all.
  const scored = [...track];
  for (const i of topK(
    Float64Array.from(scored, (_, i) => i),
    CANDIDATES,
    (a, b) => scored[a]![1] > scored[b]![1],
  ))
    ids.add(scored[i]![0]);
  // The company's own investors and their co-investors, whatever the rest says.
  const net = req.company ? deps.track.network(req.company, options.before) : null;
  if (net) {
    for (const id of net.existing) {
      ids.add(id);
      track.set(id, (track.get(id) ?? 0) + FOLLOW_ON_BONUS);
    }
    const co = [...net.coInvestors].sort((a, b) => b[1] - a[1]);
    for (const [id, w] of co) track.set(id, (track.get(id) ?? 0) + CO_INVESTOR_WEIGHT * Math.log1p(w));
    for (const [id] of co.slice(0, CO_INVESTOR_CANDIDATES)) ids.add(id);
  }

  const kept: { inv: TInvestor; dims: Dimension[]; base: number; track: number | null }[] = [];
  for (const id of ids) {
    const inv = deps.byId.get(id);
    if (!inv) continue;
    const record = deps.track.byInvestor.get(id);
    const followOn = net?.existing.has(id) ?? false;
    // Hard filters; deals of the kind asked for count as much as what the profile states. The company's own
    // investors pass them all: they are already on the cap table.
    if (
      !followOn &&
      stage &&
      inv.stages.length > 0 &&
      !stageFits(inv.stages, stage) &&
      !(trackQuery.stage && record?.byStage.has(trackQuery.stage))
    )
      continue;
    if (!followOn && req.check_size !== undefined && !checkFits(inv, req.check_size)) continue;
    if (!followOn && country && inv.country && inv.country !== country && !record?.byCountry.has(country))
      continue;
    const dims = [
      sectorDim(inv, focus),
      stageDim(inv, stage),
      checkDim(inv, req.check_size),
      activityDim(inv, record, trackQuery, networkNote(req.company, followOn, net?.coInvestors.get(id))),
      geoDim(inv, country, place?.cities ?? []),
      portfolioDim(ideaVector, deps.index.vectorOf(id)),
    ];
    const base = dims.reduce((s, d) => s + WEIGHTS[d.dimension] * d.score, 0);
    kept.push({ inv, dims, base, track: track.get(id) ?? null });
  }
  // The track record, scaled to [0, 1] over the candidates; an investor without deals has none.
  const scores = kept.flatMap((k) => (k.track === null ? [] : [k.track]));
  const lo = Math.min(...scores);
  const span = Math.max(...scores) - lo || 1;
  const matches: TInvestorMatch[] = kept.map((k) => ({
    investor: k.inv,
    score: round(TRACK_WEIGHT * (k.track === null ? 0 : (k.track - lo) / span) + (1 - TRACK_WEIGHT) * k.base),
    dimensions: k.dims,
  }));
  return matches
    .sort((a, b) => b.score - a.score || a.investor.name.localeCompare(b.investor.name))
    .slice(0, req.limit);
}

/** The round type of the data that a requested stage stands for. */
function trackStageOf(stage: string, track: TrackRecords): string | null {
  if (stage === 'seed' || stage === 'pre-seed' || stage === 'angel') return 'angel';
  if (stage === 'series-a' || stage === 'series-b' || stage === 'series-c+') return stage;
  if (stage === 'series-b+') return 'series-b';
  if (stage === 'growth' || stage === 'late-stage' || stage === 'private-equity') return 'private-equity';
  // Any other round type the data knows ("venture", "other", "crowdfunding") is counted as such.
  return track.market.byStage.has(stage) ? stage : null;
}

/**
 * The sectors of the idea as the deals are counted: its focus areas, and any word (or pair of words) of it
 * that is a Crunchbase category ("software", "games video"), kept only when some deal has it.
 */
function sectorKeys(focus: Set<string>, idea: string, track: TrackRecords): string[] {
  const words = tokenize(idea);
  const keys = [
    ...focus,
    ...words.map((w) => `category:${w}`),
    ...words.slice(1).map((w, i) => `category:${words[i]}_${w}`),
  ];
  return [...new Set(keys)].filter((k) => track.market.bySector.has(k));
}

const PROFILE_STAGES = new Set(STAGES as readonly string[]);

function normaliseStage(stage: string | undefined): string | null {
  if (!stage) return null;
  const s = stage.toLowerCase().trim().replace(/\s+/g, '-');
  if (s === 'series-b' || s === 'series-c' || s === 'series-c+' || s === 'series-b+')
    return s.startsWith('series-c') ? 'series-c+' : 'series-b';
  return s;
}

function stageFits(stages: string[], stage: string): boolean {
  if (stages.includes(stage)) return true;
  return (stage === 'series-b' || stage === 'series-c+') && stages.includes('series-b+');
}

function checkFits(inv: TInvestor, size: number): boolean {
  if (inv.check_size_min === null && inv.check_size_max === null) return true;
  // A check is a share of the round: an investor fits when its range reaches a tenth to all of it.
  return (inv.check_size_max ?? Number.POSITIVE_INFINITY) >= size / 10 && (inv.check_size_min ?? 0) <= size;
}

function sectorDim(inv: TInvestor, focus: Set<string>): Dimension {
  const shared = inv.focus_areas.filter((f) => focus.has(f));
  if (focus.size === 0)
    return { dimension: 'sector', score: 0.5, reason: 'The idea names no sector we recognise' };
  if (shared.length)
    return { dimension: 'sector', score: 1, reason: `Invests in ${shared.slice(0, 3).join(', ')}` };
  if (inv.focus_areas.includes('generalist'))
    return { dimension: 'sector', score: 0.6, reason: 'Generalist investor' };
  return {
    dimension: 'sector',
    score: 0.2,
    reason: `Focus is ${inv.focus_areas.slice(0, 3).join(', ') || 'not stated'}`,
  };
}

function stageDim(inv: TInvestor, stage: string | null): Dimension {
  if (!stage) return { dimension: 'stage', score: 0.5, reason: 'No stage given' };
  if (inv.stages.length === 0) return { dimension: 'stage', score: 0.5, reason: 'Stages not stated' };
  return { dimension: 'stage', score: 1, reason: `Invests at ${stage}` };
}

function checkDim(inv: TInvestor, size: number | undefined): Dimension {
  if (size === undefined) return { dimension: 'check_size', score: 0.5, reason: 'No check size given' };
  if (inv.check_size_min === null && inv.check_size_max === null) {
    return { dimension: 'check_size', score: 0.5, reason: 'Check size not known' };
  }
  const inRange =
    (inv.check_size_min ?? 0) <= size && size <= (inv.check_size_max ?? Number.POSITIVE_INFINITY);
  const source = inv.check_size_source === 'estimated' ? 'estimated' : 'stated';
  const range = `$${inv.check_size_min ?? 0}K-$${inv.check_size_max ?? '?'}K`;
  return inRange
    ? { dimension: 'check_size', score: 1, reason: `Writes ${range} checks (${source}), covering $${size}K` }
    : {
        dimension: 'check_size',
        score: 0.6,
        reason: `Writes ${range} checks (${source}): part of a $${size}K round`,
      };
}

/** What the founder's company network says of an investor, for the activity reason. */
function networkNote(company: string | undefined, followOn: boolean, coWeight: number | undefined): string {
  if (!company) return '';
  if (followOn) return `; backed ${company} before`;
  return coWeight ? `; co-invested with ${company}'s investors` : '';
}

function activityDim(inv: TInvestor, record: TrackRecord | undefined, q: TrackQuery, note = ''): Dimension {
  const base = inv.status === 'hot' ? 1 : inv.status === 'warm' ? 0.6 : 0.2;
  const last = inv.last_investment_date ? `, last deal ${inv.last_investment_date}` : '';
  if (!record)
    return { dimension: 'activity', score: base, reason: `${inv.status} (no deals recorded${last})${note}` };
  // What the record holds of rounds like this one, counted in deals (recent ones weigh more in the score).
  const like = [
    q.stage && record.byStage.has(q.stage) ? `at ${q.stage === 'angel' ? 'seed' : q.stage}` : '',
    q.sectors.some((s) => record.bySector.has(s))
      ? `in ${q.sectors
          .find((s) => record.bySector.has(s))!
          .replace(/^category:/, '')
          .replace(/_/g, ' ')}`
      : '',
    q.city && record.byCity.has(q.city) ? `in ${q.city.replace(/\b\w/g, (c) => c.toUpperCase())}` : '',
  ].filter(Boolean);
  return {
    dimension: 'activity',
    score: base,
    reason: `${inv.status}: ${inv.investment_count} deals recorded${last}${like.length ? `, with deals ${like.join(', ')}` : ''}${note}`,
  };
}

function geoDim(inv: TInvestor, country: string | null, cities: string[]): Dimension {
  if (!country && cities.length === 0)
    return { dimension: 'geography', score: 0.5, reason: 'No location given' };
  const loc = (inv.location ?? '').toLowerCase();
  if (cities.some((c) => loc.includes(c)))
    return { dimension: 'geography', score: 1, reason: `Based in ${inv.location}` };
  if (country && inv.country === country)
    return { dimension: 'geography', score: 0.8, reason: `Based in ${inv.location}` };
  return {
    dimension: 'geography',
    score: 0.4,
    reason: inv.location ? `Based in ${inv.location}` : 'Location not known',
  };
}

function portfolioDim(idea: Float32Array, investor: Float32Array | undefined): Dimension {
  const sim = investor ? Math.max(0, cosine(idea, investor)) : 0;
  return {
    dimension: 'portfolio',
    score: round(sim),
    reason: `Portfolio and thesis similarity ${(sim * 100).toFixed(0)}%`,
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
