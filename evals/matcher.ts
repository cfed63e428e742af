import type { MatchFn } from '../agents/investor-matcher/configuration';
import { graph as investorMatcher } from '../agents/investor-matcher/graph';
import type { CompanyRecord, InvestorRecord, RoundRecord } from '../src/dataset/records';

import { toInvestor } from '../src/investors/investor-mapper';
import { embeddingText, InvestorSearchIndex } from '../src/investors/search-index';
import { placeIndexOf } from '../src/matching/candidates';
import { type MatchDeps, matchInvestors } from '../src/matching/match-investors';
import { kindsOf } from '../src/matching/model/investor-kinds';
import type { MatchModel } from '../src/matching/model/model';
import { TrackRecords } from '../src/matching/model/track-records';
import { dealRounds } from '../src/matching/model/train';
import { regionOfCountry } from '../src/matching/place';
import { HashingEmbedder } from '../src/vectors/embedder';
import { InvestorVectors, writeInvestorVectors } from '../src/vectors/lance-store';
import type { EvalCase } from './time-split';

/** How deep each system's ranking goes: the largest k scored. */
export const DEPTH = 100;

/**
 * The product's matcher over a set of investor profiles: the same search index, LanceDB table (vectors and
 * full text) and `matchInvestors` the server builds from Postgres, here built from `records` in `lanceDir`.
 */
export async function matcherOver(
  records: readonly InvestorRecord[],
  rounds: readonly RoundRecord[],
  companyById: ReadonlyMap<string, CompanyRecord>,
  asOf: string,
  lanceDir: string,
  /** The learned weights: trained on rounds before the cutoff (time split), or the shipped ones (case file). */
  model: MatchModel,
): Promise<MatchDeps> {
  const docs = records.map(toInvestor);
  const embedder = new HashingEmbedder();
  const vectors = await embedder.embed(docs.map(embeddingText));
  await writeInvestorVectors(
    lanceDir,
    docs.map((d, i) => ({
      id: d.id,
      name: d.name,
      text: embeddingText(d),
      status: d.status,
      country: d.country,
      vector: vectors[i]!,
    })),
    embedder.dims,
    'evals',
  );
  return {
    index: new InvestorSearchIndex(docs, embedder),
    vectors: new InvestorVectors(lanceDir),
    embedder,
    byId: new Map(docs.map((d) => [d.id, d])),
    places: placeIndexOf(docs, regionOfCountry),
    track: new TrackRecords(dealRounds(rounds, companyById), asOf, kindsOf(docs)),
    model,
  };
}

/** A Crunchbase category code as a founder would say it: "games_video" → "games video". */
export function industryWords(code: string | null): string {
  return (code ?? '').replace(/_/g, ' ').trim();
}

/**
 * What the founder of a case tells us: the sector as the idea's text, stage, amount and place as the idea's
 * fields, and the company's name (with `withCompany`): the product then ranks the investors of the company's
 * earlier rounds and their co-investors higher, from rounds dated before the case only. `--no-company` measures
 * the query without it (sector, location, stage, amount).
 */
export function caseIdea(c: EvalCase, withCompany = true) {
  const words = industryWords(c.industry);
  return {
    ...(withCompany && c.company ? { company: c.company } : {}),
    title: '',
    description: words ? `${words} startup` : 'startup',
    industry: words,
    stage: c.stage ?? undefined,
    checkSize: c.amount_usd ? Math.round(c.amount_usd / 1000) : undefined,
    location: c.location ?? undefined,
  };
}

/**
 * The investor matcher agent exactly as an analysis runs it (candidates from `matchInvestors`, the spec §4
 * re-rank), only asked for `DEPTH` investors rather than the idea page's ten: our ids, best first.
 */
export async function rankWithProduct(deps: MatchDeps, c: EvalCase, withCompany = true): Promise<string[]> {
  const idea = caseIdea(c, withCompany);
  // The company's network counts only rounds before this one (in a case file, the shipped data holds the case's
  // own round and later ones).
  const match: MatchFn = (req) => matchInvestors(deps, req, c.date ? { before: c.date } : {});
  const { investors } = await investorMatcher.invoke(
    { idea },
    { configurable: { match, candidates: DEPTH, topK: DEPTH } },
  );
  return investors.map((i) => i.id);
}
