import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, type BaseMessage, HumanMessage } from '@langchain/core/messages';
import type { LLMResult } from '@langchain/core/outputs';
import { ChatOpenAI } from '@langchain/openai';
import { z } from 'zod';
import type { Emit, TokenUsage } from './events';

export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';

export interface ChatModelSettings {
  apiKey?: string;
  /** Any OpenAI-compatible endpoint, e.g. http://localhost:11434/v1. */
  baseUrl?: string;
  model?: string;
}

/** A chat model for any OpenAI-compatible endpoint, or null without a key: the agents then work offline. */
export function createChatModel(config: ChatModelSettings): BaseChatModel | null {
  if (!config.apiKey) return null;
  return new ChatOpenAI({
    model: config.model ?? DEFAULT_CHAT_MODEL,
    apiKey: config.apiKey,
    temperature: 0.2,
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
 * back with what was wrong, up to `retries` times. Throws a StructuredOutputError after the last attempt.
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
  let problem = 'no answer';
  const attempts = options.retries + 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let usage: TokenUsage | undefined;
    let raw: unknown;
    problem = '';
    try {
      raw = await runnable.invoke(history, {
        callbacks: [
          {
            handleLLMEnd: (output: LLMResult) => {
              usage = usageOf(output);
            },
          },
        ],
      });
    } catch (err) {
      problem = `the answer could not be read as the requested JSON (${err instanceof Error ? err.message : String(err)})`;
    }
    if (!problem) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) problem = `the answer does not match the schema: ${z.prettifyError(parsed.error)}`;
      else {
        problem = options.validate?.(parsed.data) ?? '';
        if (!problem) {
          options.emit?.({ type: 'model_call', attempt, ok: true, usage });
          return parsed.data;
        }
      }
    }
    options.emit?.({ type: 'model_call', attempt, ok: false, problem, usage });
    history.push(
      new AIMessage(raw === undefined ? '(unreadable answer)' : JSON.stringify(raw)),
      new HumanMessage(`That answer was rejected: ${problem}. Answer again, fixing exactly that.`),
    );
  }
  throw new StructuredOutputError(options.node, problem, attempts);
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
