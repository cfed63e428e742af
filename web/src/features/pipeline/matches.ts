// The idea's matched investors (its analysis' recommendations) against its pipeline. Pure, unit-tested.
import type { TPipelineEntry } from '@core/contracts/pipeline';

const key = (name: string) => name.trim().toLocaleLowerCase();

/** Investor ids of the analysis' matches by lower-case name (the recommendations keep `id` next to `name`). */
export function matchedInvestorIds(recommendations: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const investors = (recommendations as { investors?: unknown } | null)?.investors;
  if (!Array.isArray(investors)) return out;
  for (const item of investors) {
    const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown };
    if (typeof id === 'string' && id && typeof name === 'string' && name.trim()) out.set(key(name), id);
  }
  return out;
}

/** Whether an investor (by database id, or by name for one added by hand) is already in the pipeline. */
export function inPipeline(
  entries: readonly Pick<TPipelineEntry, 'investor_id' | 'name'>[],
  investor: { id: string | null; name: string },
): boolean {
  return entries.some((e) =>
    investor.id && e.investor_id ? e.investor_id === investor.id : key(e.name) === key(investor.name),
  );
}

export const matchKey = key;
