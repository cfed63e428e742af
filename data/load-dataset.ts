import { join } from 'node:path';
import { type Dataset, datasetOf } from '../core/dataset/dataset';
import type { InvestorRecord } from '../core/dataset/records';
import { type WriterData, type WriterSources, writerDataFrom } from '../core/dataset/writer-data';
import {
  DATA_FILES,
  DEFAULT_DATA_DIR,
  readCompanies,
  readInvestors,
  readMeta,
  readRounds,
  streamJsonl,
} from './read-data';
import { readMarket } from './read-market';

/**
 * A loader that reads the data of a directory once and keeps it for the life of the process; a failed load is
 * forgotten, so the next call tries again.
 */
function oncePerDir<T>(load: (dir?: string) => Promise<T>): (dir?: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (dir) => {
    const key = dir ?? '';
    let loaded = cache.get(key);
    if (!loaded) {
      loaded = load(dir).catch((err) => {
        cache.delete(key);
        throw err;
      });
      cache.set(key, loaded);
    }
    return loaded;
  };
}

/** Loads the data once per directory (about a second) and keeps it for the life of the process. */
export const loadDataset = oncePerDir(
  async (dir?: string): Promise<Dataset> =>
    datasetOf(...(await Promise.all([readInvestors(dir), readCompanies(dir), readRounds(dir)]))),
);

async function investorNamesIn(dir = DEFAULT_DATA_DIR): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for await (const inv of streamJsonl<InvestorRecord>(join(dir, DATA_FILES.investors)))
    names.set(inv.id, inv.name);
  return names;
}

/** Loads the writers' data (companies, rounds, investors' names) once per directory. */
export const loadWriterData = oncePerDir(
  async (dir?: string): Promise<WriterData> =>
    writerDataFrom(...(await Promise.all([readCompanies(dir), readRounds(dir), investorNamesIn(dir)]))),
);

/** The writers' sources over the shipped files (or those of `dir`), each read once per process. */
export function shippedWriterSources(dir?: string): WriterSources {
  return {
    data: () => loadWriterData(dir),
    market: () => readMarket(dir),
    asOf: async () => (await readMeta(dir)).as_of,
  };
}
