/** Formatting shared by the workbench screens: durations, counts, names of workflows and activities. */

const WORKFLOW_LABELS: Record<string, string> = {
  analyzeIdea: 'Analyze idea',
  importVcs: 'Import VCs',
  scrapePortfolio: 'Scrape portfolio',
  scrapeLinkedin: 'Read LinkedIn profile',
};

export const WORKFLOWS = Object.keys(WORKFLOW_LABELS);

/** `matchInvestors` → "Match investors"; `__start__` stays as it is. */
export function humanize(name: string): string {
  if (name.startsWith('__')) return name;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function workflowLabel(workflow: string): string {
  return WORKFLOW_LABELS[workflow] ?? humanize(workflow);
}

/** 850 ms, 12.3 s, 2 min 05 s, 1 h 02 min; an em dash when unknown. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  const s = Math.round(ms / 1_000);
  if (s < 3_600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3_600)} h ${String(Math.floor((s % 3_600) / 60)).padStart(2, '0')} min`;
}

/** A time after the run started: +0.42 s, +12.5 s, +2 min 05 s. */
export function formatOffset(ms: number): string {
  if (!Number.isFinite(ms)) return '';
  if (ms < 0) return `−${formatOffset(-ms).slice(1)}`;
  if (ms < 60_000) return `+${(ms / 1_000).toFixed(2)} s`;
  return `+${formatDuration(ms)}`;
}

const NUMBER = new Intl.NumberFormat('en-US');
export function formatCount(n: number | null | undefined): string {
  return n === null || n === undefined ? '—' : NUMBER.format(n);
}

/** A short date and time (the runs table, the history). */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
}

export function formatPercent(value: number, digits = 1): string {
  return `${(value * 100).toFixed(digits)}%`;
}

/**
 * The last part of a run id (`analyze-idea:<idea>:<uuid>`), its last 8 characters: Temporal's run ids are UUIDv7,
 * whose first characters are the time and the same for runs started close together.
 */
export function shortRunId(id: string): string {
  const last = id.split(':').at(-1) ?? id;
  return last.slice(-8);
}

/** JSON for a person: indented, long strings left whole; `undefined` as an em dash. */
export function prettyJson(value: unknown): string {
  if (value === undefined) return '—';
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
