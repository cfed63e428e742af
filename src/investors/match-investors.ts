import { countryCode } from '../../data/build/countries';
import type { TInvestor, TInvestorMatch, TMatchRequest } from '../contracts/investors';
import { cosine, type Embedder } from '../vectors/embedder';
import type { InvestorVectors } from '../vectors/lance-store';
import { parseQuery } from './query-parser';
import type { InvestorSearchIndex } from './search-index';
import { conceptsOf, tokenize } from './text';

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

type Dimension = TInvestorMatch['dimensions'][number];

export interface MatchDeps {
  index: InvestorSearchIndex;
  vectors: InvestorVectors;
  embedder: Embedder;
  byId: Map<string, TInvestor>;
}

/**
 * Ranks investors for a round: candidates from LanceDB (vectors and full text) and the search index, hard
 * filters (stage, check size, geography when given), then a fit score with a reason per dimension.
 */
export async function matchInvestors(deps: MatchDeps, req: TMatchRequest): Promise<TInvestorMatch[]> {
  const [queryVector] = await deps.embedder.embed([req.idea]);
  const ideaVector = deps.index.embedText(req.idea);
  const parsed = parseQuery(`${req.idea} ${req.location ?? ''}`, deps.index.isCity);
  const focus = new Set([...parsed.focus, ...conceptsOf(tokenize(req.idea))]);
  const stage = normaliseStage(req.stage);
  const place = req.location ? parseQuery(req.location, deps.index.isCity) : null;
  const country = place?.countries[0] ?? countryCode(req.location?.split(',').at(-1)?.trim() ?? null);

  const ids = new Set<string>();
  const [near, text] = await Promise.all([
    deps.vectors.nearest(queryVector!, CANDIDATES),
    deps.vectors.fullText(tokenize(req.idea).slice(0, 30).join(' '), CANDIDATES).catch(() => []),
  ]);
  for (const h of near) ids.add(h.id);
  for (const h of text) ids.add(h.id);
  const fromIndex = deps.index.search({ q: [...focus].join(' ') || req.idea.slice(0, 200) }, 0, CANDIDATES);
  for (const doc of fromIndex.docs) ids.add(deps.index.docs[doc]!.id);

  const matches: TInvestorMatch[] = [];
  for (const id of ids) {
    const inv = deps.byId.get(id);
    if (!inv) continue;
    if (stage && inv.stages.length > 0 && !stageFits(inv.stages, stage)) continue;
    if (req.check_size !== undefined && !checkFits(inv, req.check_size)) continue;
    if (country && inv.country && inv.country !== country) continue;
    const dims = [
      sectorDim(inv, focus),
      stageDim(inv, stage),
      checkDim(inv, req.check_size),
      activityDim(inv),
      geoDim(inv, country, place?.cities ?? []),
      portfolioDim(ideaVector, deps.index.vectorOf(id)),
    ];
    const score = dims.reduce((s, d) => s + WEIGHTS[d.dimension] * d.score, 0);
    matches.push({ investor: inv, score: round(score), dimensions: dims });
  }
  return matches
    .sort((a, b) => b.score - a.score || a.investor.name.localeCompare(b.investor.name))
    .slice(0, req.limit);
}

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

function activityDim(inv: TInvestor): Dimension {
  const base = inv.status === 'hot' ? 1 : inv.status === 'warm' ? 0.6 : 0.2;
  const last = inv.last_investment_date ? `, last deal ${inv.last_investment_date}` : '';
  return {
    dimension: 'activity',
    score: base,
    reason: `${inv.status} (${inv.investment_count} deals recorded${last})`,
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
