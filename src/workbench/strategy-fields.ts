import type { TFieldChange, TStrategyField } from '../../core/contracts/workbench';

/** What a person calls each field of a strategy (agents/strategy-writer/state.ts), instead of its key. */
const LABELS: Record<string, string> = {
  summary: 'Summary',
  steps: 'Steps',
  phase1_mvp: 'Phase 1 · MVP',
  phase2_validation: 'Phase 2 · Validation',
  phase3_fundraising: 'Phase 3 · Fundraising',
  description: 'Description',
  coreFeatures: 'Core features',
  automationOpportunities: 'Automation opportunities',
  timeline: 'Timeline',
  resourcesNeeded: 'Resources needed',
  designPartnerGoals: 'Design partner goals',
  metricsToTrack: 'Metrics to track',
  recommendedAmount: 'Recommended amount',
  amountReasoning: 'Why this amount',
  dilution: 'Dilution',
  investorMix: 'Investor mix',
  keyTractionMetrics: 'Key traction metrics',
  aiAutomationStrategy: 'AI and automation strategy',
  sources: 'Sources of the figures',
  writtenBy: 'Written by',
};

/** A key as words when it has no label: `amountReasoning` → "Amount reasoning". */
export function labelOf(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/** A list item that is an object, named by its first text field (a source by its figure). */
function itemName(item: Record<string, unknown>, index: number): string {
  const named = ['figure', 'name', 'title', 'label']
    .map((k) => item[k])
    .find((v) => typeof v === 'string' && v);
  return typeof named === 'string' ? named : `#${index + 1}`;
}

/**
 * A writeStrategy result as fields a person compares: "Phase 3 · Fundraising › Recommended amount" with its text,
 * lists as lists, each source as "Sources of the figures › $1.2M" with what it rests on.
 */
export function strategyFields(result: unknown): TStrategyField[] {
  if (!result || typeof result !== 'object') return [];
  const r = result as { summary?: unknown; steps?: unknown; strategy?: unknown };
  const fields: TStrategyField[] = [];
  const walk = (value: unknown, path: string[]) => {
    const label = path.join(' › ');
    if (Array.isArray(value)) {
      if (value.every((v) => v === null || typeof v !== 'object')) {
        const items = value.map(text).filter(Boolean);
        if (items.length) fields.push({ label, value: items });
        return;
      }
      // Two sources can share a figure ("30" investors matched, "30" rounds counted): the second is "30 (2)", so
      // that a comparison by label pairs each with its own and not with whichever came last.
      const seen = new Map<string, number>();
      value.forEach((item, i) => {
        if (item && typeof item === 'object') {
          const obj = item as Record<string, unknown>;
          const name = itemName(obj, i);
          const nth = (seen.get(name) ?? 0) + 1;
          seen.set(name, nth);
          const rest = Object.entries(obj)
            .filter(([k, v]) => v !== name && k !== 'figure')
            .map(([k, v]) => (k === 'detail' ? text(v) : `${labelOf(k)}: ${text(v)}`))
            .filter(Boolean);
          fields.push({ label: `${label} › ${name}${nth > 1 ? ` (${nth})` : ''}`, value: rest.join(' · ') });
        }
      });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, labelOf(k)]);
    } else if (text(value)) fields.push({ label, value: text(value) });
  };
  if (r.strategy && typeof r.strategy === 'object') walk(r.strategy, []);
  else walk({ summary: r.summary, steps: r.steps }, []);
  return fields;
}

const same = (a: TStrategyField['value'], b: TStrategyField['value']) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two strategies, in B's order then A's removed ones; lists say which items moved. */
export function diffFields(
  a: readonly TStrategyField[],
  b: readonly TStrategyField[],
): { changes: TFieldChange[]; unchanged: number } {
  const inA = new Map(a.map((f) => [f.label, f.value]));
  const inB = new Map(b.map((f) => [f.label, f.value]));
  const changes: TFieldChange[] = [];
  let unchanged = 0;
  for (const { label, value } of b) {
    const before = inA.get(label);
    if (before === undefined) changes.push({ label, kind: 'added', a: null, b: value });
    else if (same(before, value)) unchanged++;
    else {
      const change: TFieldChange = { label, kind: 'changed', a: before, b: value };
      if (Array.isArray(before) && Array.isArray(value)) {
        change.itemsAdded = value.filter((x) => !before.includes(x));
        change.itemsRemoved = before.filter((x) => !value.includes(x));
      }
      changes.push(change);
    }
  }
  for (const { label, value } of a)
    if (!inB.has(label)) changes.push({ label, kind: 'removed', a: value, b: null });
  return { changes, unchanged };
}
