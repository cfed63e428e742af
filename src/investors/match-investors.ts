import type { TInvestor, TInvestorMatch, TMatchRequest } from '../contracts/investors';
import { countryCode } from '../geo/countries';
import { cosine, type Embedder } from '../vectors/embedder';
import type { InvestorVectors } from '../vectors/lance-store';
import type { TrackQuery, TrackRecord, TrackRecords } from './deal-stats';
import { candidatesOf, type MatchModel, PRIOR_MODEL, scoreRows } from './match-model';
import { ideaFocus, normaliseStage, PROFILE_STAGES, trackQueryOf } from './match-query';
import { parseQuery } from './query-parser';
import type { InvestorSearchIndex } from './search-index';
import { tokenize } from './text';

// Each dimension's share of the overall fit; sector and stage matter most to a founder's first meetings.
const WEIGHTS = {
  sector: 0.3,
  stage: 0.2,
  check_size: 0.15,
  activity: 0.15,
  geography: 0.1,
  portfolio: 0.1,
} as const;
/** Candidates from the profiles' words and vectors, beside those the track record hands the model. */
const CANDIDATES = 300;
// The share of the final score that the model (deals like this one) takes; the dimensions take the rest.
const TRACK_WEIGHT = 0.85;

type Dimension = TInvestorMatch['dimensions'][number];

export interface MatchDeps {
  index: InvestorSearchIndex;
  vectors: InvestorVectors;
  embedder: Embedder;
  byId: Map<string, TInvestor>;
  /** Every investor's deals by stage, sector and place (from the rounds in Postgres, or before a cutoff). */
  track: TrackRecords;
  /** The learned weights of the track record's features (`npm run data:model`); the prior without one. */
  model?: MatchModel;
}

/**
 * Ranks investors for a round: candidates from the track record (the investors whose deals are most like the
 * round, and the company's own investors and their co-investors), LanceDB (vectors and full text) and the
 * search index; then the model's score of how likely each is to join, with the fit dimensions and a reason per
 * dimension. Stage, check size and place weigh in the score rather than filter: the evals showed hard filters on
 * the profiles' stated stages, cheques and countries dropping investors who then joined such rounds.
 */
export async function matchInvestors(
  deps: MatchDeps,
  req: TMatchRequest,
  /** `before`: only rounds dated before it count for the company's network (the evals' cases). */
  options: { before?: string } = {},
): Promise<TInvestorMatch[]> {
  const [queryVector] = await deps.embedder.embed([req.idea]);
  const ideaVector = deps.index.embedText(req.idea);
  // The focus the idea's words name; the location is read as a place below, never as a sector.
  const focus = ideaFocus(req.idea, deps.index.isCity);
  const requested = normaliseStage(req.stage);
  // The stage as profiles state stages; a round type they do not use ("venture", "other") only informs the
  // track record.
  const stage = requested && PROFILE_STAGES.has(requested) ? requested : null;
  const place = req.location ? parseQuery(req.location, deps.index.isCity) : null;
  const country = place?.countries[0] ?? countryCode(req.location?.split(',').at(-1)?.trim() ?? null);
  const trackQuery = trackQueryOf(deps.track, req);

  // The investors whose record of deals most resembles this round, and the company's own investors and their
  // co-investors, scored by the model.
  const net = req.company ? deps.track.network(req.company, options.before) : null;
  const { ids: retrieved, X } = candidatesOf(deps.track, trackQuery, net);
  const modelScores = scoreRows(deps.model ?? PRIOR_MODEL, X);
  const track = new Map(retrieved.map((id, i) => [id, modelScores[i]!]));
  const ids = new Set(retrieved);
  const [near, text] = await Promise.all([
    deps.vectors.nearest(queryVector!, CANDIDATES),
    deps.vectors.fullText(tokenize(req.idea).slice(0, 30).join(' '), CANDIDATES).catch(() => []),
  ]);
  for (const h of near) ids.add(h.id);
  for (const h of text) ids.add(h.id);
  const fromIndex = deps.index.search({ q: [...focus].join(' ') || req.idea.slice(0, 200) }, 0, CANDIDATES);
  for (const doc of fromIndex.docs) ids.add(deps.index.docs[doc]!.id);

  const kept: { inv: TInvestor; dims: Dimension[]; base: number; track: number | null }[] = [];
  for (const id of ids) {
    const inv = deps.byId.get(id);
    if (!inv) continue;
    const record = deps.track.byInvestor.get(id);
    const followOn = net?.existing.has(id) ?? false;
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
  if (stageFits(inv.stages, stage)) return { dimension: 'stage', score: 1, reason: `Invests at ${stage}` };
  return { dimension: 'stage', score: 0.2, reason: `Invests at ${inv.stages.slice(0, 3).join(', ')}` };
}

function stageFits(stages: string[], stage: string): boolean {
  if (stages.includes(stage)) return true;
  return (stage === 'series-b' || stage === 'series-c+') && stages.includes('series-b+');
}

function checkDim(inv: TInvestor, size: number | undefined): Dimension {
  if (size === undefined) return { dimension: 'check_size', score: 0.5, reason: 'No check size given' };
  if (inv.check_size_min === null && inv.check_size_max === null) {
    return { dimension: 'check_size', score: 0.5, reason: 'Check size not known' };
  }
  const min = inv.check_size_min ?? 0;
  const max = inv.check_size_max ?? Number.POSITIVE_INFINITY;
  const source = inv.check_size_source === 'estimated' ? 'estimated' : 'stated';
  const range = `$${inv.check_size_min ?? 0}K-$${inv.check_size_max ?? '?'}K`;
  if (min <= size && size <= max)
    return {
      dimension: 'check_size',
      score: 1,
      reason: `Writes ${range} checks (${source}), covering $${size}K`,
    };
  // A check is a share of the round: a range that reaches a tenth to all of it still takes part.
  if (max >= size / 10 && min <= size)
    return {
      dimension: 'check_size',
      score: 0.6,
      reason: `Writes ${range} checks (${source}): part of a $${size}K round`,
    };
  return {
    dimension: 'check_size',
    score: 0.2,
    reason: `Writes ${range} checks (${source}): ${min > size ? 'above' : 'small beside'} a $${size}K round`,
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
