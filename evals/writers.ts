import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { graph as introDrafter } from '../agents/intro-drafter/graph';
import { checkIntro } from '../agents/intro-drafter/tools';
import { graph as strategyWriter } from '../agents/strategy-writer/graph';
import { strategyTexts, ungroundedNumbers } from '../agents/strategy-writer/tools';
import type { TInvestor } from '../src/contracts/investors';
import type { JudgedItem } from './judge';
import { caseIdea } from './matcher';
import type { EvalCase } from './time-split';

/** How many of the matched investors get an intro in the writers' check, as on the idea page. */
const INTROS = 5;

export interface WriterCheck {
  intros: number;
  /** Intros citing a company that is not among that investor's recent investments (or not mentioning it). */
  badIntros: { case: string; investor: string; problem: string }[];
  strategies: number;
  /** Strategies with a figure that neither the data nor the idea gives. */
  badStrategies: { case: string; figures: string[] }[];
  /** Strategies quoting a figure backed only by a stated rule of thumb (dilution bands): not data, shown apart. */
  ruleOfThumb: number;
}

// What counts as the data or the idea: the round data, the idea, and the investors and partners drawn from the data.
const GROUNDED = new Set(['rounds-data', 'idea', 'matched-investors', 'design-partners']);

/**
 * The writers of an analysis, offline, on a case and the investors the matcher ranked first, checked
 * mechanically: each intro's cited company must be one of that investor's recent investments (and named in
 * it), and every number in the strategy must be one its sources (the round data, the idea) give.
 */
export async function checkWriters(
  c: EvalCase,
  matched: readonly TInvestor[],
  into: WriterCheck,
): Promise<void> {
  const { description, industry, stage, checkSize } = caseIdea(c);
  const idea = { title: description, description, industry: industry || 'other', stage: stage ?? 'seed' };
  const { strategy } = await strategyWriter.invoke({
    idea: { ...idea, targetCheckSize: checkSize ?? null },
    investors: matched.slice(0, 10).map((m) => ({ name: m.name, firm_type: null, status: m.status })),
  });
  into.strategies += 1;
  if (strategy) {
    const texts = strategyTexts(strategy);
    const figures = ungroundedNumbers(
      texts,
      strategy.sources.filter((s) => GROUNDED.has(s.source)),
    );
    const unbacked = ungroundedNumbers(texts, strategy.sources);
    if (unbacked.length) into.badStrategies.push({ case: c.id, figures: unbacked });
    else if (figures.length) into.ruleOfThumb += 1;
  }
  const investors = matched.slice(0, INTROS).map((m) => ({
    name: m.name,
    focus: m.focus_areas,
    recent_investments: m.recent_investments,
  }));
  const { intros } = await introDrafter.invoke({ idea, founderName: 'A founder', investors });
  const candidates = investors.flatMap((i) => i.recent_investments.map((r) => r.company));
  for (const intro of intros) {
    into.intros += 1;
    const investor = investors.find((i) => i.name === intro.investor);
    const problem = investor
      ? checkIntro(intro, investor, candidates)
      : `an intro to ${intro.investor}, who was not among the matched investors`;
    if (problem) into.badIntros.push({ case: c.id, investor: intro.investor, problem });
  }
}

/**
 * The writers as the product runs them with a model configured (the model writes the prose), on one case, as
 * the material the judge grades: the strategy and the intro to the first matched investor.
 */
export async function writeWithModel(
  c: EvalCase,
  matched: readonly TInvestor[],
  model: BaseChatModel,
): Promise<JudgedItem | null> {
  const { description, industry, stage, checkSize } = caseIdea(c);
  const idea = { title: description, description, industry: industry || 'other', stage: stage ?? 'seed' };
  const first = matched[0];
  if (!first) return null;
  const { strategy } = await strategyWriter.invoke(
    {
      idea: { ...idea, targetCheckSize: checkSize ?? null },
      investors: matched.slice(0, 10).map((m) => ({ name: m.name, firm_type: null, status: m.status })),
    },
    { configurable: { model } },
  );
  const investor = {
    name: first.name,
    focus: first.focus_areas,
    recent_investments: first.recent_investments,
  };
  const { intros } = await introDrafter.invoke(
    { idea, founderName: 'A founder', investors: [investor] },
    { configurable: { model } },
  );
  const intro = intros[0];
  if (!strategy || !intro) return null;
  return { idea, strategy, intro, investorDeals: first.recent_investments };
}
