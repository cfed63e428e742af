import { createHash } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import type { InvestorRecord } from '../../core/dataset/records';
import type { Embedder } from '../../core/vectors/embedder';
import { DEFAULT_DATA_DIR, readCompanies, readInvestors, readMeta, readRounds } from '../../data/read-data';
import type { Db } from '../db/connect';
import {
  findInvestorEmbeddings,
  findInvestorsWithoutEmbedding,
  saveInvestorEmbeddings,
} from '../vectors/investor-embedding.repository';
import { vectorFingerprint, writeInvestorVectors } from '../vectors/lance-store';
import { INVESTOR_VECTORS_FILE, readShippedVectors } from '../vectors/shipped-investor-vectors';
import { embedInvestors } from './embed-investors';
import { investorMapper, toInvestor } from './investor-mapper';
import { investorVectorRows } from './investor-vector-rows';

// Rows per INSERT: 1,000 rows of ~20 columns stays well under Postgres's 65,535 parameters.
const BATCH = 1000;
const META_KEY = 'investor_data';

export interface LoadProgress {
  stage: string;
  done: number;
  total: number;
}

export interface LoadResult {
  skipped: boolean;
  fingerprint: string;
  as_of: string;
  counts: { investors: number; companies: number; rounds: number; links: number };
  /** Investors whose shipped vector was used, and those embedded during the load (their text had changed). */
  vectors?: { shipped: number; embedded: number };
}

/** What identifies a load: the data build and the embedder that made the vectors. */
async function fingerprintOf(dataDir: string, embedder: Embedder) {
  const meta = await readMeta(dataDir);
  const basis = JSON.stringify({
    v: meta.build_version,
    sources: meta.sources,
    counts: meta.counts,
    e: embedder.name,
  });
  return { meta, fingerprint: createHash('sha256').update(basis).digest('hex').slice(0, 16) };
}

/**
 * Loads the shipped investor, company and round data into Postgres and the investor vectors (with a full-text
 * index) into LanceDB. Skipped when both already hold this data, unless forced. Postgres is written in one
 * transaction, so a failed load leaves the previous data in place; investors added later by the importer
 * (ids not in the shipped data) are kept.
 */
export async function loadInvestorData(options: {
  db: Db;
  lanceDir: string;
  embedder: Embedder;
  dataDir?: string;
  force?: boolean;
  onProgress?: (p: LoadProgress) => void;
}): Promise<LoadResult> {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const report = options.onProgress ?? (() => {});
  const { meta, fingerprint } = await fingerprintOf(dataDir, options.embedder);
  const stored = await options.db
    .selectFrom('data_meta')
    .select('value')
    .where('key', '=', META_KEY)
    .executeTakeFirst();
  const storedFingerprint = (stored?.value as { fingerprint?: string } | undefined)?.fingerprint;
  const counts = {
    investors: meta.counts.investors,
    companies: meta.counts.companies,
    rounds: meta.counts.rounds,
    links: meta.counts.investor_links,
  };
  if (
    !options.force &&
    storedFingerprint === fingerprint &&
    (await vectorFingerprint(options.lanceDir)) === fingerprint
  ) {
    return { skipped: true, fingerprint, as_of: meta.as_of, counts };
  }

  const [investors, companies, rounds] = await Promise.all([
    readInvestors(dataDir),
    readCompanies(dataDir),
    readRounds(dataDir),
  ]);
  const links = rounds.flatMap((r) => r.investor_ids.map((investor_id) => ({ round_id: r.id, investor_id })));
  // Vectors first, outside the transaction: the shipped ones where the text is unchanged, the rest embedded now.
  const docs = investors.map(toInvestor);
  const model = options.embedder.name;
  const vectors = await embedInvestors(options.embedder, docs, {
    shipped: await readShippedVectors(path.join(dataDir, INVESTOR_VECTORS_FILE), model),
    onProgress: (done, total) => report({ stage: 'embedding', done, total }),
  });
  await options.db.transaction().execute(async (trx) => {
    await batches('companies', companies, report, (chunk) =>
      trx
        .insertInto('companies')
        .values(chunk.map(({ investor_ids: _ids, ...c }) => ({ ...c, description: null, website: null })))
        .onConflict((oc) => oc.column('id').doUpdateSet((eb) => columnsFrom(eb, COMPANY_COLUMNS)))
        .execute(),
    );
    await batches('investors', investors, report, (chunk) =>
      trx
        .insertInto('investors')
        .values(chunk.map(investorRow))
        .onConflict((oc) => oc.column('id').doUpdateSet((eb) => columnsFrom(eb, INVESTOR_COLUMNS)))
        .execute(),
    );
    // A rebuilt data set may merge records (Ken Lerer and Kenneth Lerer are one angel): the shipped records it
    // no longer has go, while the firms an admin imported from a directory stay.
    await sql`delete from investors where not (id = any(${investors.map((i) => i.id)}::text[]))
      and not source_ids @> '[{"source":"directory"}]'::jsonb`.execute(trx);
    await saveInvestorEmbeddings(trx, model, vectors.rows);
    // Rounds only ever come from the shipped data, so they are replaced whole.
    await sql`truncate round_investors, rounds`.execute(trx);
    await batches('rounds', rounds, report, (chunk) =>
      trx
        .insertInto('rounds')
        .values(chunk.map(({ investor_ids: _ids, ...r }) => r))
        .execute(),
    );
    await batches('investor links', links, report, (chunk) =>
      trx.insertInto('round_investors').values(chunk).execute(),
    );
    await trx
      .insertInto('data_meta')
      .values({
        key: META_KEY,
        value: JSON.stringify({ fingerprint, as_of: meta.as_of, counts }),
        updated_at: new Date(),
      })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value'), updated_at: new Date() }),
      )
      .execute();
  });
  // Statistics for the planner now, not when autovacuum gets round to it: without them it guessed 300 deals for
  // every investor and read all 41K rounds for each portfolio (8 ms each, half of Postgres's CPU under
  // npm run bench:load), where an index lookup of the investor's few rounds takes a fraction of a millisecond.
  await sql`analyze companies, investors, rounds, round_investors`.execute(options.db);

  const shippedIds = new Set(docs.map((d) => d.id));
  const others = (await embedOtherInvestors(options.db, options.embedder, meta.as_of)).filter(
    (d) => !shippedIds.has(d.id),
  );
  const all = [...docs, ...others];
  report({ stage: 'vectors', done: 0, total: all.length });
  const saved = await findInvestorEmbeddings(options.db, model);
  const withVectors = all.filter((d) => saved.has(d.id));
  await writeInvestorVectors(
    options.lanceDir,
    investorVectorRows(
      withVectors,
      withVectors.map((d) => saved.get(d.id)!),
    ),
    options.embedder.dims,
    fingerprint,
  );
  report({ stage: 'vectors', done: all.length, total: all.length });
  const embedded = vectors.embedded;
  return {
    skipped: false,
    fingerprint,
    as_of: meta.as_of,
    counts,
    vectors: { shipped: docs.length - embedded, embedded: embedded + others.length },
  };
}

/**
 * The investors that are not in the shipped data (imported from a directory), embedded again when their vector is
 * another model's; all of them returned, for the vector table.
 */
async function embedOtherInvestors(db: Db, embedder: Embedder, asOf: string) {
  const imported = await db
    .selectFrom('investors')
    .selectAll()
    .where(sql<boolean>`source_ids @> '[{"source":"directory"}]'::jsonb`)
    .execute();
  const others = imported.map(investorMapper(asOf));
  const stale = new Set(await findInvestorsWithoutEmbedding(db, embedder.name));
  const toEmbed = others.filter((d) => stale.has(d.id));
  if (toEmbed.length)
    await saveInvestorEmbeddings(db, embedder.name, (await embedInvestors(embedder, toEmbed)).rows);
  return others;
}

/** A built investor record as a row of the investors table (the loader's and the VC importer's). */
export function investorRow(r: InvestorRecord) {
  // The status date is the data's, kept once in data_meta rather than on every row.
  const { status_as_of: _statusAsOf, ...investor } = toInvestor(r);
  return {
    ...investor,
    recent_investments: JSON.stringify(investor.recent_investments),
    description_source: r.description_source,
    linkedin_url: r.linkedin_url,
    source_ids: JSON.stringify(r.source_ids),
    updated_at: new Date(),
  };
}

const INVESTOR_COLUMNS = [
  'name',
  'description',
  'location',
  'website',
  'status',
  'stages',
  'focus_areas',
  'check_size_min',
  'check_size_max',
  'recent_investments',
  'country',
  'description_source',
  'check_size_source',
  'investment_count',
  'last_investment_date',
  'firm_type',
  'leads_rounds',
  'invests_in',
  'portfolio_count',
  'stated_stages',
  'stated_focus',
  'linkedin_url',
  'source_ids',
  'updated_at',
] as const;

const COMPANY_COLUMNS = [
  'name',
  'permalink',
  'category_code',
  'sectors',
  'country',
  'state',
  'region',
  'city',
  'funding_total_usd',
  'status',
  'founded_year',
  'first_funding_at',
  'last_funding_at',
] as const;

// biome-ignore lint/suspicious/noExplicitAny: kysely's ON CONFLICT builder is typed per table; this maps any table's columns to excluded.*
function columnsFrom(eb: any, columns: readonly string[]) {
  return Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)]));
}

async function batches<T>(
  stage: string,
  rows: T[],
  report: (p: LoadProgress) => void,
  write: (chunk: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await write(rows.slice(i, i + BATCH));
    report({ stage, done: Math.min(rows.length, i + BATCH), total: rows.length });
  }
}
