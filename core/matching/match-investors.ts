import type { TInvestor, TInvestorMatch, TMatchReading } from '../contracts/investors';
import type { Embedder } from '../vectors/embedder';
import { candidatesFor, type PlaceIndex } from './candidates';
import { evidenceOf } from './evidence';
import { explain } from './explain';
import { type Fit, fitOf } from './fit';
import { type MatchAsk, readMatchRound } from './match-round';
import { type MatchModel, PRIOR_MODEL } from './model/model';
import type { TrackRecords } from './model/track-records';
import type { MatchSearchIndex, NearestInvestors } from './ports';
import { rank } from './rank';

export interface MatchDeps {
  index: MatchSearchIndex;
  /** The investors nearest an idea (LanceDB). */
  vectors: NearestInvestors;
  embedder: Embedder;
  byId: Map<string, TInvestor>;
  places: PlaceIndex;
  /** Every investor's deals by stage, sector and place (from the rounds in Postgres, or before a cutoff). */
  track: TrackRecords;
  /** The learned weights of the track record's features (`npm run data:model`); the prior without one. */
  model?: MatchModel;
}

export interface MatchResult {
  /** How the round was read (place, stage, raise, sectors) and from where. */
  round: TMatchReading;
  matches: TInvestorMatch[];
  /** How many investors fit the round in all (the list is cut at the limit, and never padded beyond these). */
  fitting: number;
}

/**
 * The matcher, stage by stage (README.md): read the round; gather candidates; fit each to the round (place,
 * stage, cheque, sector); weigh the evidence (deals like this one, the founder's network, the directory); rank
 * (fit first, investors who cannot take part left out); explain each dimension in plain words.
 */
export async function matchInvestors(
  deps: MatchDeps,
  ask: MatchAsk,
  /** `before`: only rounds dated before it count for the company's network (the evals' cases). */
  options: { before?: string } = {},
): Promise<MatchResult> {
  const round = readMatchRound(ask, deps.track);
  const net = round.company ? deps.track.network(round.company, options.before) : null;
  const [queryVector] = await deps.embedder.embed([round.idea]);
  const { candidates, pool, listedFirst } = await candidatesFor(round, deps, queryVector!, net);
  await turn();
  const fits = new Map<string, Fit>(
    candidates.map((inv) => [inv.id, fitOf(inv, deps.track.byInvestor.get(inv.id), round)]),
  );
  await turn();
  const evidence = evidenceOf(
    candidates,
    round,
    {
      track: deps.track,
      model: deps.model ?? PRIOR_MODEL,
      similarityOf: deps.index.similarityTo(queryVector!),
    },
    net,
    pool,
    fits,
    listedFirst,
  );
  for (const [id, weight] of ask.warm ?? []) {
    const ev = evidence.get(id);
    if (ev) ev.score = Math.min(1, ev.score + WARM_EVIDENCE * weight);
  }
  await turn();
  const { ranked, fitting } = rank(candidates, fits, evidence, ask.limit, {
    placed: round.place.country !== null || round.place.region !== null,
    sectored: round.sectors.length > 0,
  });
  return {
    round: round.reading,
    matches: ranked.map((r) => explain(r, deps.track.byInvestor.get(r.investor.id), round)),
    fitting,
  };
}

/**
 * What a warm path adds to an investor's evidence (issue 33): a partner the founder knows (weight 1) counts about as
 * much as a strong record of deals like this one; it never brings in an investor who does not fit the round.
 */
const WARM_EVIDENCE = 0.25;

/**
 * Lets the server answer what arrived meanwhile: each stage is 5 to 15 ms of work over some 1,500 candidates, and a
 * search queued behind a whole match waited for all of it.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
