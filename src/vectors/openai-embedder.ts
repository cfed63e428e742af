import type { Embedder } from '../../core/vectors/embedder';

/** Inputs per request: OpenAI takes up to 2,048, and smaller requests fail and retry in smaller pieces. */
const BATCH = 256;
const DEFAULT_MODEL = 'text-embedding-3-small';
const DEFAULT_DIMENSIONS = 1536;

export interface OpenAIEmbedderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; OpenAI's own by default. */
  baseUrl?: string;
  model?: string;
  dimensions?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Vectors from an OpenAI-compatible `/embeddings` endpoint (`EMBEDDINGS=openai`), normalised so that a dot product is
 * their cosine, as the shipped model's are. The vectors' name holds the model and length, so they are never compared
 * with another model's.
 */
export class OpenAIEmbedder implements Embedder {
  readonly name: string;
  readonly dims: number;
  private readonly model: string;
  private readonly url: string;

  constructor(private readonly options: OpenAIEmbedderOptions) {
    this.model = options.model ?? DEFAULT_MODEL;
    this.dims = options.dimensions ?? DEFAULT_DIMENSIONS;
    this.name = `openai:${this.model}:${this.dims}`;
    this.url = `${(options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '')}/embeddings`;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += BATCH)
      out.push(...(await this.request(texts.slice(i, i + BATCH))));
    return out;
  }

  private async request(input: readonly string[]): Promise<Float32Array[]> {
    const response = await (this.options.fetch ?? fetch)(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.options.apiKey}` },
      body: JSON.stringify({
        model: this.model,
        // An empty input is refused by the API; a space embeds as "nothing said".
        input: input.map((t) => t || ' '),
        ...(this.options.dimensions ? { dimensions: this.options.dimensions } : {}),
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    });
    if (!response.ok)
      throw new Error(
        `The embeddings endpoint answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
      );
    const body = (await response.json()) as { data?: { index: number; embedding: number[] }[] };
    const data = [...(body.data ?? [])].sort((a, b) => a.index - b.index);
    if (data.length !== input.length || data.some((d) => d.embedding.length !== this.dims))
      throw new Error(
        `The embeddings endpoint gave ${data.length} vectors of ${data[0]?.embedding.length ?? 0} numbers for ` +
          `${input.length} texts; expected ${this.dims} each (set EMBEDDINGS_DIMENSIONS to the model's length).`,
      );
    return data.map((d) => normalized(d.embedding));
  }
}

function normalized(values: readonly number[]): Float32Array {
  const v = Float32Array.from(values);
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < v.length; i++) v[i]! /= norm;
  return v;
}
