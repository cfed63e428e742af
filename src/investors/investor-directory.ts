import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { TInvestor, TSearchInvestorsQuery } from '../../core/contracts/investors';
import { resolvePlace } from '../../core/geo/resolve-place';
import { type PlaceIndex, placeIndexOf } from '../../core/matching/candidates';
import { type MatchResult, matchInvestors } from '../../core/matching/match-investors';
import type { MatchAsk } from '../../core/matching/match-round';
import { kindsOf } from '../../core/matching/model/investor-kinds';
import { type MatchModel, PRIOR_MODEL } from '../../core/matching/model/model';
import { TrackRecords } from '../../core/matching/model/track-records';
import { regionOfCountry } from '../../core/matching/place';
import type { Embedder } from '../../core/vectors/embedder';
import { readMatchModel } from '../../data/read-data';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import type { Logger } from '../logger';
import { findInvestorEmbeddings } from '../vectors/investor-embedding.repository';
import type { InvestorVectors } from '../vectors/lance-store';
import { VectorBlock } from '../vectors/vector-block';
import { dataSources } from './data-sources';
import type { InvestorDirectory } from './directory';
import { investorMapper } from './investor-mapper';
import { listPortfolio, listWebsitePortfolio } from './portfolio';
import { querySemantics } from './query-semantics';
import { InvestorSearchIndex } from './search-index';
import type { QuerySemantics } from './semantic-recall';

export interface LoadedDirectory extends InvestorDirectory {
  /** Builds the search index now rather than on the first search. */
  warm(): Promise<void>;
  /** Rebuilds the search index from Postgres, after investors were loaded or imported. */
  refresh(): Promise<void>;
  /** The vector table changed on disk (a scraped portfolio): the next match reopens it. */
  vectorsChanged(): void;
}

interface Snapshot {
  index: InvestorSearchIndex;
  byId: Map<string, TInvestor>;
  asOf: string;
  /**
   * Pages of results by search and offset. The index never changes under a snapshot (a reload builds a new
   * one, with an empty cache), so a cached page is exact; popular searches (the landing page's, a status
   * button, the first page of a common query) are then answered without scoring 20K investors again.
   */
  pages: LRUCache<string, { docs: number[]; total: number }>;
  /** Every investor's deals by stage, sector and place, for the matcher. */
  track: TrackRecords;
  /** The matcher's learned weights (data/match-model.json). */
  model: MatchModel;
  /** Investors by the country and region they are in or say they invest in. */
  places: PlaceIndex;
  /** The landing page's investors, chosen once per snapshot. */
  featured: TInvestor[];
  /**
   * Match answers by request. A match reads only the snapshot and the vectors, so the same request gets the same
   * answer until an import (a new snapshot) or a scraped portfolio (`vectorsChanged`); an analysis re-run, the idea
   * page and API callers asking again are then answered without ranking 30K investors again (about 50 ms of CPU
   * each, most of a server's CPU under `npm run bench:load` before this cache).
   */
  matches: LRUCache<string, MatchResult>;
  /** Matches being computed, so that the same request arriving twice is ranked once. */
  matching: Map<string, Promise<MatchResult>>;
  /** A search's words as a vector with their nearest investors, made once per text (filters alone make none). */
  semantics: (q: string) => Promise<QuerySemantics | undefined> | QuerySemantics;
}

/**
 * Cached pages are bounded by their size, not their count: a page's document numbers and its key (the search's
 * filters as JSON) take 0.2 to 2 KB, so 4 MB keeps a few thousand of the most recent ones.
 */
const CACHED_PAGE_BYTES = 4 * 2 ** 20;
/** Cached match answers, by their size as JSON: a 20-investor answer is about 40 KB, so some hundreds. */
const CACHED_MATCH_BYTES = 16 * 2 ** 20;

/** The request as a cache key: the idea's words with their spacing normalised, and every other field. */
export function matchKey(r: MatchAsk): string {
  return JSON.stringify([
    r.idea.trim().replace(/\s+/g, ' '),
    r.stage ?? null,
    r.check_size ?? null,
    r.location?.trim() || null,
    r.company?.trim() || null,
    r.focus ?? null,
    r.limit,
    // A founder's warm paths change their ranking: their answer is theirs (a digest, not the ids themselves).
    r.warm?.size ? warmDigest(r.warm) : null,
  ]);
}

function warmDigest(warm: ReadonlyMap<string, number>): string {
  const entries = [...warm].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url');
}

/** The investor database over Postgres (rows), an in-memory search index and LanceDB (vectors). */
export function createInvestorDirectory(deps: {
  db: Db;
  vectors: InvestorVectors;
  embedder: Embedder;
  logger?: Logger;
}): LoadedDirectory {
  let snapshot: Promise<Snapshot> | null = null;
  const current = () => {
    snapshot ??= buildSnapshot(deps).catch((err) => {
      snapshot = null;
      throw err;
    });
    return snapshot;
  };

  return {
    warm: async () => {
      const s = await current();
      await warmMatcher(s, deps);
    },
    refresh: async () => {
      const next = buildSnapshot(deps);
      await next;
      snapshot = next;
      deps.vectors.reset();
    },
    vectorsChanged: () => {
      deps.vectors.reset();
      // The nearest investors to an idea may have changed: no cached match is exact any more.
      void snapshot?.then((s) => s.matches.clear()).catch(() => undefined);
    },
    async search(query) {
      const { index, asOf, pages, semantics } = await current();
      const sort = query.sort === 'relevance' && !query.q ? undefined : query.sort;
      const key = cursorKey(query);
      const offset = query.cursor ? decodeCursor(query.cursor, key) : 0;
      const { cursor: _cursor, ...search } = query;
      const pageKey = `${offset}|${JSON.stringify(search)}`;
      let page = pages.get(pageKey);
      if (!page) {
        const byMeaning = query.q?.trim() && (sort ?? 'relevance') === 'relevance';
        const meaning = byMeaning ? await semantics(query.q!) : undefined;
        page = index.search({ ...query, sort }, offset, query.limit, meaning);
        // A search the embedder failed is answered by its words, and not kept: the next one tries again.
        if (meaning || !byMeaning) pages.set(pageKey, page);
      }
      const { docs, total } = page;
      const next = offset + docs.length;
      const place = query.location?.trim() ? resolvePlace(query.location) : null;
      return {
        investors: docs.map((d) => index.docs[d]!),
        location: place && {
          input: place.input,
          reading: place.reading,
          alternatives: place.alternatives,
          unread: place.unread,
        },
        total,
        next_cursor: next < total ? encodeCursor(next, key) : null,
        as_of: asOf,
        sources: dataSources(asOf),
      };
    },
    async get(id) {
      return (await current()).byId.get(id) ?? null;
    },
    async featured() {
      return (await current()).featured;
    },
    async match(request) {
      const s = await current();
      const key = matchKey(request);
      let answer = s.matches.get(key) ?? s.matching.get(key);
      if (!answer) {
        const computing = matchInvestors(
          {
            index: s.index,
            byId: s.byId,
            places: s.places,
            vectors: deps.vectors,
            embedder: deps.embedder,
            track: s.track,
            model: s.model,
          },
          request,
        ).finally(() => s.matching.delete(key));
        s.matching.set(key, computing);
        answer = computing;
        s.matches.set(key, await computing);
      }
      const { round, matches, fitting } = await answer;
      return { round, matches, fitting, as_of: s.asOf, sources: dataSources(s.asOf) };
    },
    async portfolio(investorId) {
      const s = await current();
      const investor = s.byId.get(investorId);
      if (!investor) return null;
      return {
        investor: { id: investor.id, name: investor.name },
        companies: await listPortfolio(deps.db, investorId),
        website_companies: await listWebsitePortfolio(deps.db, investorId),
        as_of: s.asOf,
        sources: dataSources(s.asOf),
      };
    },
    async meta() {
      const s = await current();
      return { as_of: s.asOf, total: s.index.size, sources: dataSources(s.asOf) };
    },
  };
}

async function buildSnapshot(deps: { db: Db; embedder: Embedder; logger?: Logger }): Promise<Snapshot> {
  const { db, embedder, logger: log } = deps;
  const [rows, meta, rounds, model, embeddings] = await Promise.all([
    db.selectFrom('investors').selectAll().orderBy('id').execute(),
    db.selectFrom('data_meta').select('value').where('key', '=', 'investor_data').executeTakeFirst(),
    db
      .selectFrom('rounds as r')
      .innerJoin('round_investors as ri', 'ri.round_id', 'r.id')
      .leftJoin('companies as c', 'c.id', 'r.company_id')
      .select((eb) => [
        'r.funded_at',
        'r.round',
        'r.source_round_type',
        'r.company_name',
        'r.amount_usd',
        'c.id as company_id',
        'c.category_code',
        'c.sectors',
        'c.country',
        'c.state',
        'c.city',
        'c.region',
        eb.fn.agg<string[]>('array_agg', ['ri.investor_id']).as('investor_ids'),
      ])
      .groupBy(['r.id', 'c.id'])
      .execute(),
    readMatchModel().catch((err: unknown) => {
      // The matcher still ranks, by the track record's prior, until the model is trained again.
      log?.warn({ err }, 'match model unreadable: ranking by the prior; run npm run data:model');
      return PRIOR_MODEL;
    }),
    findInvestorEmbeddings(db, embedder.name),
  ]);
  const asOf = (meta?.value as { as_of?: string } | undefined)?.as_of ?? '';
  const investors = rows.map(investorMapper(asOf || null));
  const vectors = new VectorBlock(investors.length, embedder.dims);
  investors.forEach((inv, doc) => {
    const found = embeddings.get(inv.id);
    if (found) vectors.set(doc, found.vector);
  });
  if (embeddings.size < investors.length)
    log?.warn(
      `${investors.length - embeddings.size} of ${investors.length} investors have no ${embedder.name} vector; run npm run data:load -- --force`,
    );
  const index = new InvestorSearchIndex(investors, vectors);
  const track = new TrackRecords(
    rounds.map((r) => ({
      funded_at: r.funded_at,
      round: r.round,
      source_round_type: r.source_round_type,
      investor_ids: r.investor_ids,
      amount_usd: r.amount_usd,
      company_name: r.company_name,
      company: r.company_id
        ? {
            category_code: r.category_code,
            sectors: r.sectors ?? [],
            country: r.country,
            state: r.state,
            city: r.city,
            region: r.region,
          }
        : null,
    })),
    asOf || new Date().toISOString().slice(0, 10),
    kindsOf(investors),
  );
  return {
    track,
    model,
    // Active investors a founder can act on: hot, with a website and a recent deal to mention.
    featured: investors
      .filter((d) => d.status === 'hot' && d.website && d.recent_investments.length > 0 && d.description)
      .sort((a, b) => b.investment_count - a.investment_count || a.id.localeCompare(b.id))
      .slice(0, 4),
    index,
    places: placeIndexOf(investors, regionOfCountry),
    byId: new Map(investors.map((i) => [i.id, i])),
    asOf,
    pages: new LRUCache({
      maxSize: CACHED_PAGE_BYTES,
      sizeCalculation: (page, key) => page.docs.length * 8 + key.length * 2 + 64,
    }),
    matches: new LRUCache({
      maxSize: CACHED_MATCH_BYTES,
      // The investors are the snapshot's own objects, but an answer's reasons and copies are its own: counted as JSON.
      sizeCalculation: (answer, key) => JSON.stringify(answer).length + key.length * 2,
    }),
    matching: new Map(),
    semantics: querySemantics({ embedder, vectors, logger: log }),
  };
}

/**
 * Ranks a few rounds and runs a few searches once, their answers thrown away (nothing is cached), before the process
 * serves: what the matcher builds on first use (the track record's posting lists, the place gazetteer's pattern) and
 * the compiled code of the hot paths are then ready. Without it the first seconds of a busy server ranked at a
 * third of the speed (`npm run bench:load`, README), and the first founder waited for it. The vector table is left
 * unopened: once searched it holds some 100 MB of LanceDB's memory, which a process pays on its first real match.
 */
async function warmMatcher(s: Snapshot, deps: { embedder: Embedder }) {
  const matchDeps = {
    index: s.index,
    byId: s.byId,
    places: s.places,
    vectors: NO_NEIGHBOURS,
    embedder: deps.embedder,
    track: s.track,
    model: s.model,
  };
  for (const ask of WARM_ROUNDS) await matchInvestors(matchDeps, ask);
  for (const q of ['fintech', 'health software', undefined])
    s.index.search({ q, location: 'london', stage: ['seed'] }, 0, 20);
}
const NO_NEIGHBOURS: Pick<InvestorVectors, 'nearest'> = { nearest: async () => [] };
const WARM_ROUNDS: MatchAsk[] = [
  { idea: 'Scheduling software for outpatient clinics in London, raising £500K pre-seed', limit: 20 },
  { idea: 'A payments API for small online merchants', stage: 'series-a', location: 'New York', limit: 20 },
];

/** Ties a cursor to the search it came from, so a cursor cannot be replayed against other filters. */
function cursorKey(q: TSearchInvestorsQuery): string {
  const { cursor: _c, limit: _l, ...rest } = q;
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url').slice(0, 10);
}

function encodeCursor(offset: number, key: string): string {
  return Buffer.from(JSON.stringify({ o: offset, k: key })).toString('base64url');
}

function decodeCursor(cursor: string, key: string): number {
  try {
    const { o, k } = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { o: unknown; k: unknown };
    if (typeof o === 'number' && Number.isInteger(o) && o >= 0 && k === key) return o;
  } catch {
    // fall through to the error below
  }
  throw new AppError('bad_request', 'cursor is not valid for this search; start again without it', 'cursor');
}
