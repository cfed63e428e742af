import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DATA_FILES } from '../read-data.ts';
import type { Dataset } from './pipeline.ts';
import { sourcesDoc } from './sources-doc.ts';

/**
 * Writes the dataset. Output is a function of the input only: records arrive sorted, keys in a fixed order,
 * and the gzip header carries no file name or time (Node writes mtime 0).
 */
export function writeDataset(dir: string, data: Dataset): Record<string, number> {
  const sizes: Record<string, number> = {};
  const write = (name: string, content: Buffer | string) => {
    writeFileSync(join(dir, name), content);
    sizes[name] = Buffer.byteLength(content);
  };
  const jsonl = (records: readonly object[]) =>
    gzipSync(records.map((r) => `${JSON.stringify(r)}\n`).join(''), { level: 9 });
  write(DATA_FILES.investors, jsonl(data.investors));
  write(DATA_FILES.companies, jsonl(data.companies));
  write(DATA_FILES.rounds, jsonl(data.rounds));
  write(DATA_FILES.meta, `${JSON.stringify(data.meta, null, 2)}\n`);
  write(DATA_FILES.sources, sourcesDoc(data.meta));
  write(DATA_FILES.cleaning, `${JSON.stringify(data.cleaning, null, 2)}\n`);
  for (const [file, bytes] of Object.entries(data.market)) write(file, bytes);
  return sizes;
}
