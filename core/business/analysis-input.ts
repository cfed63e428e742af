import type { TRound } from '../contracts/round';

/**
 * A fingerprint of what an analysis read: the idea's words, its round and its business (values only, not where
 * they came from). Saved with the results; when the idea's fingerprint no longer matches, the results are out of
 * date (issue 34). Key order does not count: Postgres' jsonb stores keys in its own order.
 */
export function analysisInputKey(idea: {
  title: string;
  description: string;
  round: TRound | null | undefined;
}): string {
  const round = idea.round
    ? {
        ...idea.round,
        sources: undefined,
        business: idea.round.business ? { ...idea.round.business, sources: undefined } : null,
      }
    : null;
  return fnv1a(canonical({ title: idea.title.trim(), description: idea.description.trim(), round }));
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** FNV-1a, 32 bits, as eight hex digits: a fingerprint, not a secret. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Whether saved results were read from other words, round or business than the idea now holds. */
export function resultsOutOfDate(
  recommendations: { readKey?: string | null } | null | undefined,
  idea: { title: string; description: string; round: TRound | null | undefined },
): boolean {
  const key = recommendations?.readKey;
  return !!key && key !== analysisInputKey(idea);
}
