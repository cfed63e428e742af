import { conceptsOf, tokenize } from '../../core/investors/text';
import type { Embedder } from '../../core/vectors/embedder';

const OFFLINE_DIMS = 256;

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function add(vec: Float32Array, feature: string, weight: number) {
  const h = fnv1a(feature);
  vec[h % vec.length]! += h & 0x80000000 ? -weight : weight;
}

/**
 * The tests' fast fake embedder, never the product's (that is the shipped model, `OnnxEmbedder`): words, word pairs
 * and the focus concepts they imply are hashed into a fixed number of dimensions (the "hashing trick"), with
 * sublinear term counts, then normalised. Texts that share words or concepts point the same way; texts that say
 * the same in other words do not. `EVALS_EMBEDDER=hashing` measures the matcher with it, as it was before issue 35.
 */
export class HashingEmbedder implements Embedder {
  readonly name = 'hashing-v1';

  constructor(readonly dims = OFFLINE_DIMS) {}

  embedOne(text: string): Float32Array {
    const vec = new Float32Array(this.dims);
    const tokens = tokenize(text);
    const counts = new Map<string, number>();
    for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [t, n] of counts) add(vec, `w:${t}`, 1 + Math.log(n));
    for (let i = 0; i + 1 < tokens.length; i++) add(vec, `b:${tokens[i]} ${tokens[i + 1]}`, 0.5);
    for (const c of conceptsOf(tokens)) add(vec, `c:${c}`, 2);
    let norm = 0;
    for (const v of vec) norm += v * v;
    norm = Math.sqrt(norm);
    if (norm > 0) for (let i = 0; i < vec.length; i++) vec[i]! /= norm;
    return vec;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    return texts.map((t) => this.embedOne(t));
  }
}
