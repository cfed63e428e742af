import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, type BaseMessage, HumanMessage } from '@langchain/core/messages';
import type { LLMResult } from '@langchain/core/outputs';
import { ChatOpenAI } from '@langchain/openai';
import { z } from 'zod';
import { currentNodeEmit, type Emit, type PromptMessage, type TokenUsage } from './events';
import { SNAPSHOT_LIMITS, snapshot } from './snapshot';

/** Prompts and answers are what ops read to see why a model said what it said: kept longer than node state. */
const PROMPT_LIMITS = { ...SNAPSHOT_LIMITS, maxString: 12_000, maxItems: 100 };

export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';

/**
 * How long one request to the model may take before it is abandoned (and retried): a hung endpoint fails in
 * bounded time. An analysis activity has 2 minutes (ACTIVITY_START_TO_CLOSE_MS) for its few model calls.
 */
export const DEFAULT_MODEL_TIMEOUT_MS = 30_000;
/**
 * How many times the client retries a failed request (a 5xx, a 429, a timeout, a refused connection), with
 * exponential backoff: 1-2 s, then 2-4 s. LangChain's own default (6) would wait over a minute per call, and the
 * workflow engine retries the whole activity on top.
 */
export const DEFAULT_MODEL_MAX_RETRIES = 2;

export interface ChatModelSettings {
  apiKey?: string;
  /** Any OpenAI-compatible endpoint, e.g. http://localhost:11434/v1. */
  baseUrl?: string;
  model?: string;
  /** DEFAULT_MODEL_TIMEOUT_MS unless given (OPENAI_TIMEOUT_MS). */
  timeoutMs?: number;
  /** DEFAULT_MODEL_MAX_RETRIES unless given. */
  maxRetries?: number;
}

/** A chat model for any OpenAI-compatible endpoint, or null without a key: the agents then work offline. */
export function createChatModel(config: ChatModelSettings): BaseChatModel | null {
  if (!config.apiKey) return null;
  return new ChatOpenAI({
    model: config.model ?? DEFAULT_CHAT_MODEL,
    apiKey: config.apiKey,
    temperature: 0.2,
    timeout: config.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS,
    maxRetries: config.maxRetries ?? DEFAULT_MODEL_MAX_RETRIES,
    configuration: config.baseUrl ? { baseURL: config.baseUrl } : undefined,
  });
}

/** The model's answers stayed invalid after every retry. The message names the node and the last problem. */
export class StructuredOutputError extends Error {
  constructor(
    readonly node: string,
    readonly problem: string,
    readonly attempts: number,
  ) {
    super(`${node}: the model's answer was invalid after ${attempts} attempt(s): ${problem}`);
    this.name = 'StructuredOutputError';
  }
}

/**
 * The model could not be asked at all: its endpoint answered an error (a 5xx, a 429, a refused key) or nothing in
 * time, after the client's own retries with backoff. Nothing is sent back to it. A StructuredOutputError still
 * (no usable answer), so an agent that falls back to its offline text on one does so on this too.
 */
class ModelCallError extends StructuredOutputError {
  constructor(node: string, problem: string) {
    super(node, problem, 1);
    this.name = 'ModelCallError';
    this.message = `${node}: the model call failed: ${problem}`;
  }
}

/** The kinds of error the OpenAI client (and LangChain's retrying caller) throw when a request itself failed. */
const CALL_FAILURES = new Set([
  'TimeoutError',
  'AbortError',
  'APIConnectionError',
  'APIConnectionTimeoutError',
  'APIUserAbortError',
  'InsufficientQuotaError',
  'RateLimitCapacityError',
  'RateLimitQuotaExhaustedError',
]);

/** Whether an error says the request to the model failed, rather than that its answer could not be read. */
function isModelCallFailure(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { status?: unknown; name?: unknown };
  // The endpoint answered with an HTTP error status.
  if (typeof e.status === 'number') return true;
  const kind = e.name && e.name !== 'Error' ? String(e.name) : err.constructor?.name;
  return kind !== undefined && CALL_FAILURES.has(kind);
}

export interface InvokeStructuredOptions<T> {
  /** How many times an invalid answer is sent back to the model; 0 means one attempt only. */
  retries: number;
  /** The node asking, for error messages. */
  node: string;
  /** Checks beyond the schema (e.g. "cites a real investment"); returns the problem, or null when fine. */
  validate?: (answer: T) => string | null;
  emit?: Emit;
}

/**
 * Asks the model for structured output, validates it with zod (and `validate`), and sends an invalid answer
 * back with what was wrong, up to `retries` times. Throws a StructuredOutputError after the last attempt, or a
 * ModelCallError at once when the request itself failed (the client has already retried it with backoff).
 */
export async function invokeStructured<S extends z.ZodType<Record<string, unknown>>>(
  model: BaseChatModel,
  schema: S,
  messages: BaseMessage[],
  options: InvokeStructuredOptions<z.infer<S>>,
): Promise<z.infer<S>> {
  const runnable = model.withStructuredOutput(schema as z.ZodType<Record<string, unknown>>, {
    name: 'answer',
  });
  const history = [...messages];
  // A node that did not pass its emitter still has its model calls recorded as its own.
  const emit = options.emit ?? currentNodeEmit();
  const modelName = modelNameOf(model);
  let problem = 'no answer';
  const attempts = options.retries + 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let usage: TokenUsage | undefined;
    let raw: unknown;
    let answered = false;
    problem = '';
    const prompt = emit ? promptOf(history) : undefined;
    const started = performance.now();
    const call = (ok: boolean, extra: { problem?: string; answer?: unknown } = {}) =>
      emit?.({
        type: 'model_call',
        attempt,
        ok,
        ...(extra.problem !== undefined && { problem: extra.problem }),
        ...(usage && { usage }),
        ms: Math.round(performance.now() - started),
        model: modelName,
        ...(prompt && { prompt }),
        ...(extra.answer !== undefined && { answer: snapshot(extra.answer, PROMPT_LIMITS) }),
      });
    try {
      raw = await runnable.invoke(history, {
        callbacks: [
          {
            handleLLMEnd: (output: LLMResult) => {
              answered = true;
              usage = usageOf(output);
            },
          },
        ],
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (!answered && isModelCallFailure(err)) {
        call(false, { problem: `the model call failed: ${message}` });
        throw new ModelCallError(options.node, message);
      }
      problem = `the answer could not be read as the requested JSON (${message})`;
    }
    if (!problem) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) problem = `the answer does not match the schema: ${z.prettifyError(parsed.error)}`;
      else {
        problem = options.validate?.(parsed.data) ?? '';
        if (!problem) {
          call(true, { answer: parsed.data });
          return parsed.data;
        }
      }
    }
    call(false, { problem, answer: raw ?? '(unreadable answer)' });
    history.push(
      new AIMessage(raw === undefined ? '(unreadable answer)' : JSON.stringify(raw)),
      new HumanMessage(`That answer was rejected: ${problem}. Answer again, fixing exactly that.`),
    );
  }
  throw new StructuredOutputError(options.node, problem, attempts);
}

/** The model's name as its provider knows it (`gpt-4o-mini`), else its class. */
function modelNameOf(model: BaseChatModel): string {
  const named =
    (model as { model?: unknown; modelName?: unknown }).model ?? (model as { modelName?: unknown }).modelName;
  return typeof named === 'string' && named ? named : model.getName();
}

/** The prompt as the workbench shows it: each message's role and text, trimmed. */
function promptOf(messages: BaseMessage[]): PromptMessage[] {
  return messages.map((m) => ({
    role: m.getType(),
    content: snapshot(
      typeof m.content === 'string' ? m.content : JSON.stringify(m.content),
      PROMPT_LIMITS,
    ) as string,
  }));
}

function usageOf(output: LLMResult): TokenUsage | undefined {
  const generation = output.generations[0]?.[0] as
    | { message?: { usage_metadata?: { input_tokens: number; output_tokens: number; total_tokens: number } } }
    | undefined;
  const meta = generation?.message?.usage_metadata;
  if (meta)
    return {
      input_tokens: meta.input_tokens,
      output_tokens: meta.output_tokens,
      total_tokens: meta.total_tokens,
    };
  const tokenUsage = output.llmOutput?.tokenUsage as
    | { promptTokens?: number; completionTokens?: number; totalTokens?: number }
    | undefined;
  if (!tokenUsage) return undefined;
  return {
    input_tokens: tokenUsage.promptTokens ?? 0,
    output_tokens: tokenUsage.completionTokens ?? 0,
    total_tokens: tokenUsage.totalTokens ?? 0,
  };
}
