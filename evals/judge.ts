import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import { z } from 'zod';
import { invokeStructured } from '../agents/models/chat-model';

const score = z.number().int().min(1).max(5);
const ZRubric = z.object({
  /** Names this startup's market, customers and numbers rather than saying what fits any startup. */
  specificity: score,
  /** Every claim is backed by what it was given (the idea, the data, the investor's deals). */
  grounding: score,
  clarity: score,
  /** A founder could act on it this week (the strategy), or would send it as is (the intro). */
  usefulness: score,
  comment: z.string().min(1).max(600),
});
type Rubric = z.infer<typeof ZRubric>;
const ZJudgement = z.object({ strategy: ZRubric, intro: ZRubric });
export type Judgement = z.infer<typeof ZJudgement>;
const RUBRIC_DIMENSIONS = ['specificity', 'grounding', 'clarity', 'usefulness'] as const;

const JUDGE_SYSTEM_PROMPT = `You grade the writing of a fundraising assistant for startup founders.
Score each piece from 1 (poor) to 5 (excellent) on:
- specificity: about this startup's market, customers and figures, not advice that fits any startup;
- grounding: every claim and figure is backed by the material given (the idea, the round data, the investor's deals); invented facts score 1;
- clarity: plain, well organised, no filler;
- usefulness: the strategy is something a founder could act on this week; the intro is an e-mail a founder would send as is.
Add a short comment naming the main weakness. Answer in the requested JSON only.`;

export interface JudgedItem {
  idea: { title: string; description: string; industry: string; stage: string };
  strategy: unknown;
  intro: { investor: string; subject: string; body: string; citedCompany: string | null };
  /** What the intro may cite: the investor's recent investments. */
  investorDeals: readonly { company: string; round: string | null; year: number | null }[];
}

/** Asks the model to grade one case's strategy and one of its intros with the rubric (zod-validated, retried). */
export async function judge(model: BaseChatModel, item: JudgedItem, retries = 1): Promise<Judgement> {
  return invokeStructured(
    model,
    ZJudgement,
    [
      new SystemMessage(JUDGE_SYSTEM_PROMPT),
      new HumanMessage(
        `Grade this strategy and this intro.\n\n${JSON.stringify(
          {
            idea: item.idea,
            strategy: item.strategy,
            intro: item.intro,
            investor_recent_investments: item.investorDeals,
          },
          null,
          2,
        )}`,
      ),
    ],
    { retries, node: 'judge' },
  );
}

export interface JudgeSummary {
  judged: number;
  strategy: Record<(typeof RUBRIC_DIMENSIONS)[number], number>;
  intro: Record<(typeof RUBRIC_DIMENSIONS)[number], number>;
  comments: string[];
}

/** Mean score per dimension over the judged cases, and the first few comments. */
export function summarizeJudgements(judgements: readonly Judgement[]): JudgeSummary {
  const mean = (pick: (j: Judgement) => Rubric) =>
    Object.fromEntries(
      RUBRIC_DIMENSIONS.map((d) => [
        d,
        judgements.length ? judgements.reduce((s, j) => s + pick(j)[d], 0) / judgements.length : 0,
      ]),
    ) as JudgeSummary['strategy'];
  return {
    judged: judgements.length,
    strategy: mean((j) => j.strategy),
    intro: mean((j) => j.intro),
    comments: judgements.slice(0, 5).flatMap((j) => [j.strategy.comment, j.intro.comment]),
  };
}
