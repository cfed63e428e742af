import { PIPELINE_STAGE_LABELS, type TPipeline, type TPipelineEntry } from '../../core/contracts/pipeline';
import { type AccountPlan, withheldNote, withholdForPlan } from '../../core/contracts/plans';
import type { TRound } from '../../core/contracts/round';
import { upgradeRecommendations } from '../../core/contracts/upgrade-recommendations';
import type { IdeaRow } from '../ideas/idea.table';
import { thousandsOfDollars } from './format-investors';

/** The compact text answers of a founder's own tools: their ideas, an idea's saved analysis, its pipeline. */

/** Investors of a saved analysis written out in the text; the structured content has them all. */
const ANALYSIS_INVESTOR_LINES = 10;
const REASONING_CHARS = 240;

export function analyzedAtOf(idea: IdeaRow): string | null {
  return upgradeRecommendations(idea.recommendations)?.analyzedAt ?? null;
}

function roundLine(round: TRound | null): string | null {
  if (!round) return null;
  const parts = [
    round.stage,
    round.amount ? `raising ${thousandsOfDollars(Math.round(round.amount.usd_k))}` : null,
    round.sectors.length ? round.sectors.slice(0, 4).join(', ') : null,
    [round.city, round.country].filter(Boolean).join(', ') || null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** The founder's ideas, each with its id (for the other tools) and whether it has a saved analysis. */
export function ideasText(ideas: IdeaRow[]): string {
  if (!ideas.length) return 'You have no ideas on Roundwise yet: the founder adds one on their dashboard.';
  const lines = [`${ideas.length} idea${ideas.length === 1 ? '' : 's'}:`];
  for (const idea of ideas) {
    const at = analyzedAtOf(idea);
    const round = roundLine(idea.round);
    lines.push(
      `- ${idea.title} [idea_id: ${idea.id}]${round ? ` · ${round}` : ''} · ${at ? `analysed ${at.slice(0, 10)}` : 'not analysed yet'} · updated ${idea.updated_at.toISOString().slice(0, 10)}`,
    );
  }
  return lines.join('\n');
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The saved analysis as the founder's plan may read it (what it lacks is withheld, and said so). */
export function analysisFor(idea: IdeaRow, plan: AccountPlan) {
  return withholdForPlan(upgradeRecommendations(idea.recommendations), plan);
}

export function analysisText(idea: IdeaRow, datesLine: string, plan: AccountPlan): string {
  const saved = analysisFor(idea, plan);
  if (!saved)
    return `"${idea.title}" [idea_id: ${idea.id}] has no saved analysis yet: the founder starts one from the idea's page on Roundwise.`;
  const investors = saved.investors;
  const lines = [
    `Saved analysis of "${idea.title}" [idea_id: ${idea.id}], run ${saved.analyzedAt ?? 'at an unknown date'}.`,
    datesLine,
    `Investors (${investors.length}, best first):`,
  ];
  investors.slice(0, ANALYSIS_INVESTOR_LINES).forEach((inv, i) => {
    const pct = ` ${Math.round(inv.similarity * 100)}%`;
    const last = inv.lastDealDate ? ` · last known deal ${inv.lastDealDate}` : '';
    lines.push(`${i + 1}. ${inv.name} [id: ${inv.id}]${pct}${last}: ${clip(inv.reasoning, REASONING_CHARS)}`);
  });
  if (investors.length > ANALYSIS_INVESTOR_LINES)
    lines.push(`… and ${investors.length - ANALYSIS_INVESTOR_LINES} more in the structured content.`);
  const partners = saved.designPartners;
  if (partners.length) lines.push(`Design partners: ${partners.map((p) => p.name).join(', ')}.`);
  const phase3 = saved.strategy?.phase3_fundraising as { recommendedAmount?: unknown } | undefined;
  const amount = phase3?.recommendedAmount;
  if (typeof amount === 'string' && amount) lines.push(`Strategy's recommended raise: ${amount}.`);
  for (const feature of saved.withheld ?? []) lines.push(`Not included: ${withheldNote(feature)}`);
  return lines.join('\n');
}

function dollars(n: number): string {
  return `$${n.toLocaleString('en-US')}`;
}

export function entryLine(e: TPipelineEntry): string {
  const parts = [
    `${e.name}${e.firm ? ` (${e.firm})` : ''} [entry_id: ${e.id}${e.investor_id ? `, investor_id: ${e.investor_id}` : ''}]`,
    PIPELINE_STAGE_LABELS[e.stage],
    e.next_follow_up ? `follow up ${e.next_follow_up}` : 'no follow-up set',
    e.expected_amount !== null ? `expected ${dollars(e.expected_amount)}` : null,
    e.committed_amount !== null ? `committed ${dollars(e.committed_amount)}` : null,
    e.pass_reason ? `passed: ${e.pass_reason}` : null,
    `added ${e.created_at.slice(0, 10)}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

export function pipelineText(idea: Pick<IdeaRow, 'id' | 'title'>, pipeline: TPipeline): string {
  const { round, entries, totals } = pipeline;
  const lines = [
    `Pipeline of "${idea.title}" [idea_id: ${idea.id}]: ${entries.length} investor${entries.length === 1 ? '' : 's'}.`,
  ];
  if (round)
    lines.push(
      `Round: ${round.stage}, target ${dollars(round.target_amount)}${round.close_date ? `, closing ${round.close_date}` : ''}; committed ${dollars(totals.committed)}${totals.progress === null ? '' : ` (${Math.round(totals.progress * 100)}%)`}${totals.oversubscribed ? ', oversubscribed' : ''}.`,
    );
  for (const e of entries) lines.push(`- ${entryLine(e)}`);
  return lines.join('\n');
}
