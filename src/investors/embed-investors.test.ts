import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testInvestor } from '../../core/matching/test-investor';
import { HashingEmbedder } from '../vectors/hashing-embedder';
import { readShippedVectors, writeShippedVectors } from '../vectors/shipped-investor-vectors';
import { embedInvestors, textHash } from './embed-investors';
import { embeddingText } from './embedding-text';

const investors = [
  testInvestor({ id: 'a', name: 'Harbour Health', description: 'Clinics and care software' }),
  testInvestor({ id: 'b', name: 'Ledger Lane', description: 'Payments for small merchants' }),
];

/** The hashing fake, counting the texts it is asked to embed. */
class CountingEmbedder extends HashingEmbedder {
  texts: string[] = [];
  override async embed(texts: readonly string[]) {
    this.texts.push(...texts);
    return super.embed(texts);
  }
}

const dir = await mkdtemp(path.join(tmpdir(), 'roundwise-vectors-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the shipped investor vectors', () => {
  it('are read back as written, and not at all for another model or a missing file', async () => {
    const embedder = new CountingEmbedder();
    const { rows } = await embedInvestors(embedder, investors);
    const file = path.join(dir, 'vectors.jsonl.gz');
    await writeShippedVectors(file, { model: embedder.name, dims: embedder.dims }, rows);
    const read = await readShippedVectors(file, embedder.name);
    expect([...read.keys()]).toEqual(['a', 'b']);
    expect(read.get('b')).toEqual({
      id: 'b',
      hash: textHash(embeddingText(investors[1]!)),
      vector: { q: Int8Array.from(rows[1]!.vector.q), scale: rows[1]!.vector.scale },
    });
    expect((await readShippedVectors(file, 'another-model')).size).toBe(0);
    expect((await readShippedVectors(path.join(dir, 'none.jsonl.gz'), embedder.name)).size).toBe(0);
  });

  it('are used for investors whose text is unchanged; the others are embedded', async () => {
    const embedder = new CountingEmbedder();
    const { rows: shippedRows } = await embedInvestors(embedder, investors);
    const shipped = new Map(shippedRows.map((r) => [r.id, r]));
    const changed = [investors[0]!, { ...investors[1]!, description: 'Payments and lending for merchants' }];
    embedder.texts = [];
    const { rows, embedded } = await embedInvestors(embedder, changed, { shipped });
    expect(embedded).toBe(1);
    expect(embedder.texts).toEqual([embeddingText(changed[1]!)]);
    expect(rows[0]!.vector).toBe(shipped.get('a')!.vector);
    expect(rows[1]!.hash).not.toBe(shipped.get('b')!.hash);
  });
});
