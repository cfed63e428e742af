import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Tokenizer } from '@huggingface/tokenizers';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { z } from 'zod';
import type { Embedder } from '../../core/vectors/embedder';
import { meanPoolNormalized } from './mean-pool';

/** The model shipped with the product (data/build/embedding-model/README.md says how it is built). */
export const SHIPPED_MODEL_DIR = fileURLToPath(new URL('../../data/embedding-model/', import.meta.url));

const ZEmbedderSpec = z.object({
  name: z.string(),
  dims: z.number().int().positive(),
  max_tokens: z.number().int().positive(),
  pooling: z.literal('mean'),
  normalize: z.literal(true),
  inputs: z.array(z.string()),
  output: z.string(),
});
const ZProvenance = z.object({ files: z.record(z.string(), z.string()) });

/**
 * Characters tokenized before the cut at `max_tokens`: a token is rarely under 4 characters of text, so this holds
 * every token the model reads, and a 20,000-character idea with its documents is not tokenized whole.
 */
const CHARS_PER_TOKEN_BOUND = 8;

export interface OnnxEmbedderOptions {
  /** Threads one inference uses: 1 in the servers (several processes share the cores), more in a build. */
  threads?: number;
}

/**
 * all-MiniLM-L6-v2 (int8 ONNX, `data/embedding-model/`) run in-process by onnxruntime-node: word pieces, the
 * encoder, then mean pooling over the real tokens and L2 normalisation, as sentence-transformers does. Only files
 * on disk are read; nothing is ever fetched (there is no code here that could fetch).
 */
export class OnnxEmbedder implements Embedder {
  private constructor(
    readonly name: string,
    readonly dims: number,
    private readonly maxTokens: number,
    private readonly session: InferenceSession,
    private readonly tokenizer: Tokenizer,
    private readonly sepId: number,
  ) {}

  /** Opens the model in `dir`, checking every file against its provenance; a clear error when anything is amiss. */
  static async open(dir = SHIPPED_MODEL_DIR, options: OnnxEmbedderOptions = {}): Promise<OnnxEmbedder> {
    const file = (name: string) => path.join(dir, name);
    for (const name of ['embedder.json', 'provenance.json', 'model.onnx', 'tokenizer.json']) {
      if (!existsSync(file(name)))
        throw new Error(
          `The embedding model is incomplete: ${file(name)} is missing. It ships in data/embedding-model ` +
            '(data/build/embedding-model/README.md rebuilds it); nothing is downloaded.',
        );
    }
    const spec = ZEmbedderSpec.parse(JSON.parse(await readFile(file('embedder.json'), 'utf8')));
    const provenance = ZProvenance.parse(JSON.parse(await readFile(file('provenance.json'), 'utf8')));
    const [model, tokenizerJson] = await Promise.all([
      readFile(file('model.onnx')),
      readFile(file('tokenizer.json')),
    ]);
    const modelHash = checkHash('model.onnx', model, provenance.files);
    checkHash('tokenizer.json', tokenizerJson, provenance.files);
    const tokenizer = new Tokenizer(JSON.parse(tokenizerJson.toString('utf8')), {});
    const sepId = tokenizer.encode('', { add_special_tokens: true }).ids.at(-1)!;
    // By its path, not the bytes just checked: a session made from a buffer kept more of the process's memory.
    const session = await InferenceSession.create(file('model.onnx'), {
      intraOpNumThreads: options.threads ?? 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      // The extended fusions made no int8 inference faster here and held 10 MB more in every process.
      graphOptimizationLevel: 'basic',
      // Without the arena, what one long text needed goes back to the system after it, not kept for the next.
      enableCpuMemArena: false,
    });
    // The vectors' name carries the model file's hash: a rebuilt model's vectors are never mixed with these.
    return new OnnxEmbedder(
      `${spec.name}@${modelHash.slice(0, 8)}`,
      spec.dims,
      spec.max_tokens,
      session,
      tokenizer,
      sepId,
    );
  }

  /** Word-piece ids with [CLS] and [SEP], cut as sentence-transformers cuts them (the last kept id is [SEP]). */
  tokenIds(text: string): number[] {
    const ids = this.tokenizer.encode(text.slice(0, this.maxTokens * CHARS_PER_TOKEN_BOUND)).ids;
    if (ids.length <= this.maxTokens) return ids;
    return [...ids.slice(0, this.maxTokens - 1), this.sepId];
  }

  /**
   * One inference per text, never a padded batch: the int8 graph quantizes its activations over the whole input, so
   * a text batched with others came out up to 0.7% different (cosine 0.993) from the same text alone. Alone, a text
   * always gets the same vector, and on one thread it is as fast (118 investor texts a second either way).
   */
  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (const text of texts) out.push(await this.run(this.tokenIds(text)));
    return out;
  }

  private async run(tokens: number[]): Promise<Float32Array> {
    const shape = [1, tokens.length];
    const result = await this.session.run({
      input_ids: new Tensor('int64', BigInt64Array.from(tokens, BigInt), shape),
      attention_mask: new Tensor('int64', new BigInt64Array(tokens.length).fill(1n), shape),
      token_type_ids: new Tensor('int64', new BigInt64Array(tokens.length), shape),
    });
    const hidden = result.last_hidden_state!.data as Float32Array;
    return meanPoolNormalized(hidden, 0, tokens.length, tokens.length, this.dims);
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}

function checkHash(name: string, bytes: Buffer, files: Record<string, string>): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  if (files[name] !== hash)
    throw new Error(
      `The embedding model's ${name} does not match its provenance.json (sha256 ${hash}); rebuild data/embedding-model.`,
    );
  return hash;
}
