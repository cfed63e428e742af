import type { TRunDetail, TRunList, TRunSummary } from '@core/contracts/workbench';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { api } from '@web/lib/api';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatWhen, shortRunId } from './format';
import { selectClass } from './parts';
import { useIdeaRuns } from './workbench-api';

/** A run as the picker lists it: when, how it ended, who started it, and its short id. */
const runOption = (r: TRunSummary) =>
  `${formatWhen(r.startedAt)} · ${r.status} · ${r.startedBy.label} · ${shortRunId(r.id)}`;

/** The ideas analyzed lately, from the latest analyses (newest first), for the idea picker. */
function useRecentIdeas() {
  return useQuery({
    queryKey: ['workbench', 'runs', 'recent-ideas'],
    queryFn: ({ signal }) =>
      api<TRunList>('/api/workbench/runs?workflow=analyzeIdea&limit=100&offset=0', { signal }),
    select: (data) => {
      // Two ideas may share a title: each is told apart by its id and its founder (who started its analyses).
      const ideas = new Map<string, { id: string; title: string; founder: string | null }>();
      for (const r of data.runs) {
        if (!r.subjectId) continue;
        const known = ideas.get(r.subjectId);
        const founder = r.startedBy.kind === 'user' ? r.startedBy.label : null;
        if (!known)
          ideas.set(r.subjectId, { id: r.subjectId, title: r.subjectLabel ?? r.subjectId, founder });
        else if (!known.founder && founder) known.founder = founder;
      }
      return [...ideas.values()].map((i) => ({
        id: i.id,
        label: [i.title, i.id.slice(0, 8), i.founder].filter(Boolean).join(' · '),
      }));
    },
  });
}

/** A run id given without its idea (an old link): the idea is read from the run. */
function useIdeaOfRun(runId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['workbench', 'run', runId],
    queryFn: ({ signal }) => api<TRunDetail>(`/api/workbench/runs/${encodeURIComponent(runId)}`, { signal }),
    enabled: enabled && Boolean(runId),
    select: (d) => d.run.subjectId,
  });
}

/** The idea and two of its analyses; the comparison always puts the older on the left. */
export function Pickers() {
  const [params, setParams] = useSearchParams();
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  const ideaParam = params.get('idea') ?? '';
  const ideaOfA = useIdeaOfRun(a, !ideaParam);
  const idea = ideaParam || ideaOfA.data || '';
  const ideas = useRecentIdeas();
  const runs = useIdeaRuns(idea);
  const list = runs.data?.runs ?? [];

  // The address as last written: two changes before the next render (a pick, the defaults) build on each other.
  // react-router's functional updates read the last render's address, which would drop the first change.
  const latest = useRef(params);
  // What we last wrote, until the address shows it: renders in between still show an older address (ours or
  // the one before), which must not replace what we wrote.
  const pending = useRef<string | null>(null);
  if (pending.current === params.toString()) pending.current = null;
  if (pending.current === null) latest.current = params;
  const write = (next: URLSearchParams) => {
    for (const [k, v] of [...next]) if (!v) next.delete(k);
    latest.current = next;
    pending.current = next.toString();
    setParams(next, { replace: true });
  };
  const set = (change: Record<string, string>) => {
    const prev = latest.current;
    write(
      new URLSearchParams({
        idea: prev.get('idea') ?? idea,
        a: prev.get('a') ?? '',
        b: prev.get('b') ?? '',
        ...change,
      }),
    );
  };

  // Two runs picked on arrival: the one you came from (or the newest) and the latest other; the older is A. Only
  // what is still empty is filled: a run chosen meanwhile stays chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new idea or list of runs decides the defaults.
  useEffect(() => {
    if (!idea || list.length < 2) return;
    const prev = latest.current;
    const curA = prev.get('a') ?? '';
    const curB = prev.get('b') ?? '';
    if (curA && curB) return;
    const completed = list.filter((r) => r.status === 'completed');
    const pool = completed.length >= 2 ? completed : list;
    const startedAt = (id: string) => list.find((r) => r.id === id)?.startedAt ?? '';
    const first = curA || curB || pool[0]!.id;
    const other = pool.find((r) => r.id !== first) ?? list.find((r) => r.id !== first);
    if (!other) return;
    const [older, newer] = startedAt(first) <= startedAt(other.id) ? [first, other.id] : [other.id, first];
    const next = new URLSearchParams(prev);
    if (!prev.get('idea')) next.set('idea', idea);
    if (curA) next.set('b', other.id);
    else if (curB) next.set('a', other.id);
    else {
      next.set('a', older);
      next.set('b', newer);
    }
    write(next);
  }, [idea, list]);

  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-6 md:grid-cols-3 md:items-end">
        <div className="grid gap-2">
          <Label htmlFor="compare-idea">Idea</Label>
          <select
            id="compare-idea"
            className={selectClass}
            value={idea}
            onChange={(e) => set({ idea: e.target.value, a: '', b: '' })}
          >
            <option value="">Choose an idea</option>
            {(ideas.data ?? []).map((i) => (
              <option key={i.id} value={i.id}>
                {i.label}
              </option>
            ))}
            {idea && !ideas.data?.some((i) => i.id === idea) ? <option value={idea}>{idea}</option> : null}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="compare-a">A run</Label>
          <select
            id="compare-a"
            className={selectClass}
            value={a}
            onChange={(e) => set({ a: e.target.value })}
            disabled={!idea}
          >
            <option value="">Choose a run</option>
            {list.map((r) => (
              <option key={r.id} value={r.id}>
                {runOption(r)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="compare-b">Another run</Label>
          <select
            id="compare-b"
            className={selectClass}
            value={b}
            onChange={(e) => set({ b: e.target.value })}
            disabled={!idea}
          >
            <option value="">Choose a run</option>
            {list.map((r) => (
              <option key={r.id} value={r.id}>
                {runOption(r)}
              </option>
            ))}
          </select>
        </div>
        {idea && runs.data && list.length < 2 ? (
          <p className="text-sm text-muted-foreground md:col-span-3">
            This idea has {list.length === 1 ? 'one analysis' : 'no analyses'}: analyze it again to have two
            runs to compare.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
