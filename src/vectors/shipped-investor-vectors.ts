import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { InvestorEmbedding } from './investor-embedding.repository';

/** The investors' vectors as shipped in data/ (`npm run data:vectors`): a header line, then one line per investor. */
export const INVESTOR_VECTORS_FILE = 'investor-vectors.jsonl.gz';

interface Header {
  model: string;
  dims: number;
}

/** Writes the file: sorted by id, so the same vectors give the same bytes. */
export async function writeShippedVectors(file: string, header: Header, rows: readonly InvestorEmbedding[]) {
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  async function* lines() {
    yield `${JSON.stringify(header)}\n`;
    for (const r of sorted) {
      const q = Buffer.from(r.vector.q.buffer, r.vector.q.byteOffset, r.vector.q.byteLength);
      yield `${JSON.stringify({ id: r.id, h: r.hash, s: r.vector.scale, v: q.toString('base64') })}\n`;
    }
  }
  await pipeline(Readable.from(lines()), createGzip({ level: 9 }), createWriteStream(file));
}

/**
 * The shipped vectors made by `model`, by investor id; none when the file is missing or holds another model's
 * (the loader then embeds every investor itself).
 */
export async function readShippedVectors(
  file: string,
  model: string,
): Promise<Map<string, InvestorEmbedding>> {
  const found = new Map<string, InvestorEmbedding>();
  let stream: ReturnType<typeof createReadStream>;
  try {
    stream = createReadStream(file);
    await new Promise((resolve, reject) => stream.once('open', resolve).once('error', reject));
  } catch {
    return found;
  }
  const lines = createInterface({ input: stream.pipe(createGunzip()), crlfDelay: Infinity });
  let header: Header | null = null;
  for await (const line of lines) {
    if (!line.trim()) continue;
    if (!header) {
      header = JSON.parse(line) as Header;
      if (header.model !== model) break;
      continue;
    }
    const r = JSON.parse(line) as { id: string; h: string; s: number; v: string };
    const bytes = Buffer.from(r.v, 'base64');
    if (bytes.length !== header.dims) continue;
    found.set(r.id, {
      id: r.id,
      hash: r.h,
      vector: { q: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length), scale: r.s },
    });
  }
  stream.destroy();
  return found;
}
