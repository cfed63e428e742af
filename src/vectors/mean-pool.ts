/**
 * One text's sentence vector from the encoder's output (`hidden`: batch × width × dims, row-major): the mean of its
 * first `tokens` token vectors (its real tokens; the rest of the row is padding), scaled to unit length. This is
 * sentence-transformers' mean pooling followed by its Normalize module.
 */
export function meanPoolNormalized(
  hidden: Float32Array,
  row: number,
  width: number,
  tokens: number,
  dims: number,
): Float32Array {
  const out = new Float32Array(dims);
  const base = row * width * dims;
  for (let t = 0; t < tokens; t++) {
    const at = base + t * dims;
    for (let d = 0; d < dims; d++) out[d]! += hidden[at + d]!;
  }
  let norm = 0;
  for (let d = 0; d < dims; d++) norm += out[d]! * out[d]!;
  // The mean's 1/tokens cancels in the normalisation, so only the sum's length is needed.
  norm = Math.sqrt(norm);
  if (norm > 0) for (let d = 0; d < dims; d++) out[d]! /= norm;
  return out;
}
