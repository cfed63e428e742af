import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';
import { AIMessage, type BaseMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import { FakeListChatModel } from '@langchain/core/utils/testing';

/**
 * The one fake chat model of the agent tests: answers the canned structured outputs in order (objects are
 * sent as JSON; a string is sent as is, to play an unreadable answer), records every prompt it got, and
 * reports a fixed token usage so event recording can be tested. It never calls a network.
 */
export class CannedChatModel extends FakeListChatModel {
  readonly prompts: BaseMessage[][] = [];

  constructor(answers: readonly unknown[]) {
    super({ responses: answers.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))) });
  }

  override async _generate(
    messages: BaseMessage[],
    options?: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): Promise<ChatResult> {
    this.prompts.push(messages);
    const result = await super._generate(messages, options, runManager);
    const generation = result.generations[0];
    if (generation) {
      const text = typeof generation.message.content === 'string' ? generation.message.content : '';
      generation.message = new AIMessage({
        content: text,
        usage_metadata: { input_tokens: 100, output_tokens: 50, total_tokens: 150 },
      });
    }
    return result;
  }

  /** The text of the last message of each prompt, e.g. to see the rejection fed back. */
  lastMessages(): string[] {
    return this.prompts.map((p) => String(p.at(-1)?.content ?? ''));
  }
}

export function fakeChatModel(answers: readonly unknown[]): CannedChatModel {
  return new CannedChatModel(answers);
}
