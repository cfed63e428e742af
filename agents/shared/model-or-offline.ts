import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { z } from 'zod';
import { type InvokeStructuredOptions, invokeStructured, StructuredOutputError } from '../models/chat-model';
import type { Emit } from '../models/events';

/**
 * The agents' "the model, else the offline draft": the model's answer, checked and sent back while invalid (see
 * invokeStructured); or, when it still has none worth keeping or could not be asked, null, with a `fallback`
 * event that says why, so the caller keeps what it wrote from the data. Any other error is a bug and is thrown.
 */
export async function askModelOrFallback<S extends z.ZodType<Record<string, unknown>>>(
  model: BaseChatModel,
  schema: S,
  prompt: { system: string; user: string },
  options: InvokeStructuredOptions<z.infer<S>> & {
    emit: Emit;
    /** Names what fell back in the event (an investor's name), when a node asks more than once. */
    about?: string;
  },
): Promise<z.infer<S> | null> {
  const { about, ...invoke } = options;
  try {
    return await invokeStructured(
      model,
      schema,
      [new SystemMessage(prompt.system), new HumanMessage(prompt.user)],
      invoke,
    );
  } catch (err) {
    if (!(err instanceof StructuredOutputError)) throw err;
    options.emit({ type: 'fallback', reason: about ? `${about}: ${err.message}` : err.message });
    return null;
  }
}
