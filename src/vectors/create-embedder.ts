import type { Embedder } from '../../core/vectors/embedder';
import type { Config } from '../config';
import { OnnxEmbedder, type OnnxEmbedderOptions } from './onnx-embedder';
import { OpenAIEmbedder } from './openai-embedder';

/** The embedder the configuration names (EMBEDDINGS): the shipped model by default, or an OpenAI-compatible one. */
export async function createEmbedder(
  config: Pick<
    Config,
    | 'EMBEDDINGS'
    | 'EMBEDDINGS_MODEL'
    | 'EMBEDDINGS_DIMENSIONS'
    | 'OPENAI_API_KEY'
    | 'OPENAI_BASE_URL'
    | 'OPENAI_TIMEOUT_MS'
  >,
  options: OnnxEmbedderOptions = {},
): Promise<Embedder> {
  if (config.EMBEDDINGS === 'openai') {
    if (!config.OPENAI_API_KEY) throw new Error('EMBEDDINGS=openai needs OPENAI_API_KEY');
    return new OpenAIEmbedder({
      apiKey: config.OPENAI_API_KEY,
      baseUrl: config.OPENAI_BASE_URL,
      model: config.EMBEDDINGS_MODEL,
      dimensions: config.EMBEDDINGS_DIMENSIONS,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
    });
  }
  return OnnxEmbedder.open(undefined, options);
}
