/** Turns texts into unit vectors; the same embedder must index and query. */
export interface Embedder {
  readonly name: string;
  readonly dims: number;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}
