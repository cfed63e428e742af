import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as lancedb from '@lancedb/lancedb';
import { Field, FixedSizeList, Float32, Schema, Utf8 } from 'apache-arrow';
import { LRUCache } from 'lru-cache';

const INVESTOR_TABLE = 'investors';

export interface InvestorVectorRow {
  id: string;
  name: string;
  /** What the full-text index searches: name, description, focus areas, location, deals. */
  text: string;
  status: string;
  country: string | null;
  vector: Float32Array;
}

function schema(dims: number) {
  return new Schema([
    new Field('id', new Utf8(), false),
    new Field('name', new Utf8(), false),
    new Field('text', new Utf8(), false),
    new Field('status', new Utf8(), false),
    new Field('country', new Utf8(), true),
    new Field('vector', new FixedSizeList(dims, new Field('item', new Float32(), true)), false),
  ]);
}

const fingerprintFile = (dir: string) => path.join(dir, `${INVESTOR_TABLE}.fingerprint`);

/** The fingerprint of the data the vector table was built from, or null when there is none. */
export async function vectorFingerprint(dir: string): Promise<string | null> {
  return existsSync(fingerprintFile(dir)) ? (await readFile(fingerprintFile(dir), 'utf8')).trim() : null;
}

/** Replaces the investor vector table and its full-text index, then records what it was built from. */
export async function writeInvestorVectors(
  dir: string,
  rows: InvestorVectorRow[],
  dims: number,
  fingerprint: string,
) {
  const db = await lancedb.connect(dir);
  const table = await db.createTable(
    INVESTOR_TABLE,
    rows.map((r) => ({ ...r, vector: Array.from(r.vector) })),
    { mode: 'overwrite', schema: schema(dims) },
  );
  await table.createIndex('text', { config: lancedb.Index.fts(), replace: true });
  await writeFile(fingerprintFile(dir), fingerprint);
}

/**
 * Adds or replaces some investors' rows (imported firms, a scraped portfolio) and brings the full-text and vector
 * indexes up to date with them, leaving the rest of the table as it is.
 */
export async function upsertInvestorVectors(dir: string, rows: InvestorVectorRow[]): Promise<void> {
  if (rows.length === 0) return;
  const table = await (await lancedb.connect(dir)).openTable(INVESTOR_TABLE);
  await table
    .mergeInsert('id')
    .whenMatchedUpdateAll()
    .whenNotMatchedInsertAll()
    .execute(rows.map((r) => ({ ...r, vector: Array.from(r.vector) })));
  await table.optimize();
}

export interface VectorHit {
  id: string;
  distance: number;
}

/** Reads the investor vector table, opening it once. */
export class InvestorVectors {
  private table: Promise<lancedb.Table> | null = null;
  /**
   * Nearest investors by query, until the table changes (`reset`). The matcher asks for the same idea's neighbours
   * again and again (an analysis re-run, the API with another stage, place or raise), and each search scans every
   * investor's vector: about 18 ms of the 45 ms a match took.
   */
  private readonly hits = new LRUCache<string, VectorHit[]>({ max: 256 });

  constructor(readonly dir: string) {}

  private open(): Promise<lancedb.Table> {
    this.table ??= lancedb.connect(this.dir).then((db) => db.openTable(INVESTOR_TABLE));
    return this.table;
  }

  /** Nearest investors to a vector, optionally with a LanceDB SQL filter; cosine distance in [0, 2]. */
  async nearest(vector: Float32Array, limit: number, where?: string): Promise<VectorHit[]> {
    const key = `${limit}|${where ?? ''}|${Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64')}`;
    const hit = this.hits.get(key);
    if (hit) return hit;
    const table = this.open();
    const found = await this.search(vector, limit, where);
    // A reset while searching: the answer may be the old table's, so it is not kept.
    if (this.table === table) this.hits.set(key, found);
    return found;
  }

  private async search(vector: Float32Array, limit: number, where?: string): Promise<VectorHit[]> {
    let query = (await this.open())
      .vectorSearch(Array.from(vector))
      .distanceType('cosine')
      // Naming the score column keeps LanceDB from warning that it will stop adding it by itself.
      .select(['id', '_distance'])
      .limit(limit);
    if (where) query = query.where(where);
    const rows = (await query.toArray()) as { id: string; _distance: number }[];
    return rows.map((r) => ({ id: r.id, distance: r._distance }));
  }

  /** Full-text matches for a query, best first. */
  async fullText(text: string, limit: number): Promise<{ id: string; score: number }[]> {
    const rows = (await (
      await this.open()
    )
      .search(text, 'fts')
      .select(['id', '_score'])
      .limit(limit)
      .toArray()) as {
      id: string;
      _score: number;
    }[];
    return rows.map((r) => ({ id: r.id, score: r._score }));
  }

  /** Forget the open table, e.g. after the data was reloaded. */
  reset(): void {
    this.table = null;
    this.hits.clear();
  }
}
