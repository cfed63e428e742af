import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cosine } from '../../core/vectors/embedder';
import { OnnxEmbedder, SHIPPED_MODEL_DIR } from './onnx-embedder';

interface Reference {
  min_cosine: number;
  sentences: { text: string; vector: number[] }[];
}
const reference = JSON.parse(
  readFileSync(path.join(SHIPPED_MODEL_DIR, 'reference-vectors.json'), 'utf8'),
) as Reference;

let embedder: OnnxEmbedder;
beforeAll(async () => {
  embedder = await OnnxEmbedder.open();
});
afterAll(() => embedder.close());

describe('OnnxEmbedder (the shipped all-MiniLM-L6-v2, int8)', () => {
  it("gives each of the build's 50 sentences the fp32 model's vector, to cosine 0.98", async () => {
    const vectors = await embedder.embed(reference.sentences.map((s) => s.text));
    const cosines = reference.sentences.map((s, i) => cosine(Float32Array.from(s.vector), vectors[i]!));
    expect(cosines).toHaveLength(50);
    for (const [i, c] of cosines.entries())
      expect(c, reference.sentences[i]!.text).toBeGreaterThanOrEqual(0.98);
  });

  it('gives unit vectors of 384 numbers, the same for a text alone or among others', async () => {
    const [alone] = await embedder.embed(['Carbon accounting for manufacturers']);
    const batch = await embedder.embed(['a', 'Carbon accounting for manufacturers', 'x '.repeat(300)]);
    expect(embedder.dims).toBe(384);
    expect(alone).toHaveLength(384);
    expect(cosine(alone!, alone!)).toBeCloseTo(1, 5);
    expect(Array.from(batch[1]!)).toEqual(Array.from(alone!));
  });

  it('reads meaning, not words: texts that share no word can be close', async () => {
    const [heatPump, efficiency, oncology] = await embedder.embed([
      'heat pump retrofit',
      'energy efficiency in buildings',
      'oncology drug discovery',
    ]);
    expect(cosine(heatPump!, efficiency!)).toBeGreaterThan(cosine(heatPump!, oncology!) + 0.15);
  });

  it('cuts a long text at 256 word pieces, ending with [SEP] as sentence-transformers does', () => {
    const short = embedder.tokenIds('Robots for dentists');
    const long = embedder.tokenIds('Robots for dentists. '.repeat(200));
    expect(long).toHaveLength(256);
    expect(long[0]).toBe(short[0]);
    expect(long.at(-1)).toBe(short.at(-1));
  });

  it('names its vectors by the model file, so vectors of another model are never mixed with them', () => {
    expect(embedder.name).toMatch(/^all-MiniLM-L6-v2-int8@[0-9a-f]{8}$/);
  });
});

describe('remote loading is off', () => {
  it('fails with a clear error for a model that is not on disk, and reaches for no network', async () => {
    const calls = [
      vi.spyOn(globalThis, 'fetch'),
      vi.spyOn(http, 'request'),
      vi.spyOn(https, 'request'),
      vi.spyOn(https, 'get'),
      vi.spyOn(net, 'connect'),
      vi.spyOn(net, 'createConnection'),
    ];
    // A hub id, as a library that downloads would take it.
    await expect(OnnxEmbedder.open('sentence-transformers/all-MiniLM-L6-v2')).rejects.toThrow(
      /embedding model is incomplete: .*all-MiniLM-L6-v2\/embedder\.json is missing.*nothing is downloaded/,
    );
    for (const spy of calls) expect(spy).not.toHaveBeenCalled();
    for (const spy of calls) spy.mockRestore();
  });
});
