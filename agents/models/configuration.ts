import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { RunnableConfig } from '@langchain/core/runnables';
import { createChatModel } from './chat-model';

/** Settings every agent shares, read from `config.configurable`; the caller, not a node, reads the env. */
export interface ModelConfiguration {
  /** null: the agent works offline, from the data alone. */
  model: BaseChatModel | null;
  /** How many times an invalid model answer is sent back before the node gives up. */
  maxRetries: number;
}

type Configurable = Record<string, unknown>;

export function configurableOf(config: RunnableConfig | undefined): Configurable {
  return (config?.configurable ?? {}) as Configurable;
}

/**
 * `configurable.model` (a chat model instance) wins; otherwise `apiKey`, `baseUrl` and `modelName` build one;
 * without a key there is no model.
 */
export function ensureModelConfiguration(config: RunnableConfig | undefined): ModelConfiguration {
  const c = configurableOf(config);
  const model =
    (c.model as BaseChatModel | null | undefined) ??
    createChatModel({ apiKey: str(c.apiKey), baseUrl: str(c.baseUrl), model: str(c.modelName) });
  return { model, maxRetries: cap(c.maxRetries, 2, 0, 5) };
}

/** A whole number from the configuration, clamped to [min, max]; the default when absent or not a number. */
export function cap(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.min(max, Math.max(min, n));
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
