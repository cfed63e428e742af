// Loader for the committed data files, for the app, the evals and the data tests.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import type { CompanyRecord, DataMeta, InvestorRecord, RoundRecord } from '../core/dataset/records';
import { type MatchModel, ZMatchModel } from '../core/matching/model/model';

export type { CompanyRecord, DataMeta, InvestorRecord, RoundRecord };

/** The repository's data/ directory. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('./', import.meta.url));

export const DATA_FILES = {
  investors: 'investors.jsonl.gz',
  companies: 'companies.jsonl.gz',
  rounds: 'rounds.jsonl.gz',
  meta: 'meta.json',
  sources: 'SOURCES.md',
  /** What the build changed in the sources' statements, and why (places that disagreed, cheques that cannot be true). */
  cleaning: 'cleaning-log.json',
} as const;

/** Records of a gzipped JSON-lines file, one at a time. */
export async function* streamJsonl<T>(path: string): AsyncGenerator<T> {
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() !== '') yield JSON.parse(line) as T;
  }
}

async function readAll<T>(path: string): Promise<T[]> {
  const records: T[] = [];
  for await (const record of streamJsonl<T>(path)) records.push(record);
  return records;
}

export function readInvestors(dir: string = DEFAULT_DATA_DIR): Promise<InvestorRecord[]> {
  return readAll(join(dir, DATA_FILES.investors));
}

export function readCompanies(dir: string = DEFAULT_DATA_DIR): Promise<CompanyRecord[]> {
  return readAll(join(dir, DATA_FILES.companies));
}

export function readRounds(dir: string = DEFAULT_DATA_DIR): Promise<RoundRecord[]> {
  return readAll(join(dir, DATA_FILES.rounds));
}

export async function readMeta(dir: string = DEFAULT_DATA_DIR): Promise<DataMeta> {
  return JSON.parse(await readFile(join(dir, DATA_FILES.meta), 'utf8')) as DataMeta;
}

/** The model `npm run data:model` trains on the committed data, shipped with it. */
export const SHIPPED_MODEL = new URL('./match-model.json', import.meta.url);

/** Reads a trained model, refusing one whose features or shape differ from the code's. */
export async function readMatchModel(file: URL | string = SHIPPED_MODEL): Promise<MatchModel> {
  const parsed = ZMatchModel.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${String(file)}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
}
