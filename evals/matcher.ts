import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import type { MatchFn } from '../agents/investor-matcher/configuration';
import { graph as investorMatcher } from '../agents/investor-matcher/graph';
import type { CompanyRecord, InvestorRecord, RoundRecord } from '../core/dataset/records';
import { placeIndexOf } from '../core/matching/candidates';
import { type MatchDeps, matchInvestors } from '../core/matching/match-investors';
import { kindsOf } from '../core/matching/model/investor-kinds';
import type { MatchModel } from '../core/matching/model/model';
import { TrackRecords } from '../core/matching/model/track-records';
import { dealRounds } from '../core/matching/model/train';
import { regionOfCountry } from '../core/matching/place';
import type { Embedder } from '../core/vectors/embedder';
import { DEFAULT_DATA_DIR } from '../data/read-data';
import { embedInvestors, textHash } from '../src/investors/embed-investors';
import { embeddingText } from '../src/investors/embedding-text';
import { toInvestor } from '../src/investors/investor-mapper';
import { investorVectorRows } from '../src/investors/investor-vector-rows';
import { InvestorSearchIndex } from '../src/investors/search-index';
import { HashingEmbedder } from '../src/vectors/hashing-embedder';
import { InvestorVectors, writeInvestorVectors } from '../src/vectors/lance-store';
import { OnnxEmbedder } from '../src/vectors/onnx-embedder';
import {
  INVESTOR_VECTORS_FILE,
  readShippedVectors,
  writeShippedVectors,
} from '../src/vectors/shipped-investor-vectors';
import { VectorBlock } from '../src/vectors/vector-block';
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
  const embedder = await evalsEmbedder();
  // A time split's profiles are as of its cutoff, so their texts (and vectors) are not the shipped ones: they are
  // embedded once and kept in the temporary folder for the next run.
  const cache = path.join(tmpdir(), `roundwise-evals-${embedder.name.replace(/\W+/g, '-')}.jsonl.gz`);
  const shipped = await readShippedVectors(path.join(DEFAULT_DATA_DIR, INVESTOR_VECTORS_FILE), embedder.name);
  const cached = await readShippedVectors(cache, embedder.name);
  // Per investor, the vector of its text as it is here: the shipped one for the shipped profiles, the cached one
  // for a time split's.
  const known = new Map(
    docs.flatMap((d) => {
      const hash = textHash(embeddingText(d));
      const found = [shipped.get(d.id), cached.get(d.id)].find((v) => v?.hash === hash);
      return found ? [[d.id, found] as const] : [];
    }),
  );
  const { rows, embedded } = await embedInvestors(embedder, docs, { shipped: known });
  if (embedded) await writeShippedVectors(cache, { model: embedder.name, dims: embedder.dims }, rows);
  await writeInvestorVectors(lanceDir, investorVectorRows(docs, rows), embedder.dims, 'evals');
  const block = new VectorBlock(docs.length, embedder.dims);
  rows.forEach((r, doc) => {
    block.set(doc, r.vector);
  });
  return {
    index: new InvestorSearchIndex(docs, block),
    vectors: new InvestorVectors(lanceDir),
    embedder,
    byId: new Map(docs.map((d) => [d.id, d])),
    places: placeIndexOf(docs, regionOfCountry),
    track: new TrackRecords(dealRounds(rounds, companyById), asOf, kindsOf(docs)),
    model,
  };
}

/** The product's embedder (the shipped model), or the hashing one it replaced with `EVALS_EMBEDDER=hashing`. */
async function evalsEmbedder(): Promise<Embedder> {
  if (process.env.EVALS_EMBEDDER === 'hashing') return new HashingEmbedder();
  return OnnxEmbedder.open(undefined, { threads: availableParallelism() });
}

/** A Crunchbase category code as a founder would say it: "games_video" → "games video". */
function industryWords(code: string | null): string {
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
