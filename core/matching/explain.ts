import { formatMonth } from '../contracts/format';
import type { TInvestorMatch } from '../contracts/investors';
import { roundLabel } from '../contracts/labels';
import type { Evidence } from './evidence';
import type { MatchRound } from './match-round';
import type { TrackRecord } from './model/track-records';
import type { Ranked } from './rank';
import { sectorLabel } from './sector-match';

type Dimension = TInvestorMatch['dimensions'][number];

/** Stage 6 of the matcher: each dimension's score and its reason in plain words. */
export function explain(r: Ranked, record: TrackRecord | undefined, round: MatchRound): TInvestorMatch {
  const { fit, evidence } = r;
  const dims: Dimension[] = [
    { dimension: 'geography', score: fit.geography.score, reason: fit.geography.reason },
    { dimension: 'stage', score: fit.stage.score, reason: fit.stage.reason },
    { dimension: 'check_size', score: fit.check_size.score, reason: fit.check_size.reason },
    { dimension: 'sector', score: fit.sector.score, reason: fit.sector.reason },
    { dimension: 'activity', score: round3(evidence.track), reason: trackReason(r, record, round) },
  ];
  if (round.company)
    dims.push({
      dimension: 'network',
      score: networkScore(evidence),
      reason: networkReason(evidence, round.company),
    });
  dims.push({
    dimension: 'portfolio',
    score: round3(evidence.similarity),
    reason: `Profile and portfolio ${Math.round(evidence.similarity * 100)}% similar to the idea`,
  });
  return { investor: r.investor, score: r.score, dimensions: dims };
}

function trackReason(r: Ranked, record: TrackRecord | undefined, round: MatchRound): string {
  const inv = r.investor;
  const count = inv.portfolio_count;
  const directory = count
    ? `${count} portfolio ${count === 1 ? 'company' : 'companies'} (FundraisingFox, 2026)`
    : null;
  if (!record) return directory ?? 'No deals in our data (deal history to Jun 2013)';
  // Angel deals are the seed rounds of the data's time; 'venture' and 'other' name no round a reader can use.
  const stage = round.track.stage;
  const stageWords =
    stage && record.byStage.has(stage) ? (stage === 'angel' ? 'seed' : roundLabel(stage)) : null;
  const like = [
    stageWords ? `at ${stageWords}` : '',
    round.sectors.find((s) => record.bySector.has(s))
      ? `in ${sectorLabel(round.sectors.find((s) => record.bySector.has(s))!)}`
      : '',
    round.track.city && record.byCity.has(round.track.city) ? `in ${title(round.track.city)}` : '',
  ].filter(Boolean);
  const last = inv.last_investment_date ? `; last known deal ${formatMonth(inv.last_investment_date)}` : '';
  const deals = `${record.deals} ${record.deals === 1 ? 'deal' : 'deals'} to 2013${like.length ? `, ${record.deals === 1 ? '' : 'some '}${like.join(', ')}` : ''}${last}`;
  return directory ? `${deals}; ${directory}` : deals;
}

function networkScore(e: Evidence): number {
  if (e.existing) return 1;
  return round3(Math.min(1, e.coInvested / 3));
}

function networkReason(e: Evidence, company: string): string {
  if (e.existing) return `Backed ${company} before`;
  if (e.coInvested > 0) return `Has invested beside ${company}'s investors`;
  return `No tie to ${company}'s investors in our data`;
}

const title = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
const round3 = (x: number) => Math.round(x * 1000) / 1000;
