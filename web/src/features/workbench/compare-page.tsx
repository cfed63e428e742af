import { useQuery } from '@tanstack/react-query';
import { Page } from '@web/components/layout/page';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { api, errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { ArrowLeftRight, GitCompare } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TRunDetail, TRunSummary } from '../../../../src/contracts/workbench';
import { type CompareView, type InvestorRow, toCompareView } from './compare-view';
import { formatCount, formatDuration, formatWhen, shortRunId } from './format';
import { RunStatusBadge, selectClass, WorkbenchNav } from './parts';
import { StaffOnly } from './staff-only';
import { type RunList, useComparison, useIdeaRuns } from './workbench-api';

const runOption = (r: TRunSummary) => `${formatWhen(r.startedAt)} · ${r.status} · ${shortRunId(r.id)}`;

/** The ideas analyzed lately, from the latest analyses (newest first), for the idea picker. */
function useRecentIdeas() {
  return useQuery({
    queryKey: ['workbench', 'runs', 'recent-ideas'],
    queryFn: ({ signal }) =>
      api<RunList>('/api/workbench/runs?workflow=analyzeIdea&limit=100&offset=0', { signal }),
    select: (data) => {
      const ideas = new Map<string, string>();
      for (const r of data.runs)
        if (r.subjectId && !ideas.has(r.subjectId)) ideas.set(r.subjectId, r.subjectLabel ?? r.subjectId);
      return [...ideas].map(([id, label]) => ({ id, label }));
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

function Pickers() {
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
      <CardContent className="grid gap-4 p-4 sm:p-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto_minmax(0,1fr)] md:items-end">
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
          <Label htmlFor="compare-a">Run A (before)</Label>
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
        <Button
          variant="outline"
          size="icon"
          className="hidden md:inline-flex"
          aria-label="Swap A and B"
          disabled={!a || !b}
          onClick={() => set({ a: b, b: a })}
        >
          <ArrowLeftRight aria-hidden="true" />
        </Button>
        <div className="grid gap-2">
          <Label htmlFor="compare-b">Run B (after)</Label>
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
          <p className="text-sm text-muted-foreground md:col-span-4">
            This idea has {list.length === 1 ? 'one analysis' : 'no analyses'}: analyze it again to have two
            runs to compare.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function RunCard({ side, run }: { side: 'A' | 'B'; run: TRunSummary }) {
  return (
    <Link
      to={`/workbench/runs/${encodeURIComponent(run.id)}`}
      className="grid gap-1 rounded-lg border bg-card px-4 py-3 text-sm transition-colors hover:bg-muted/40"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="font-semibold">
          Run {side}{' '}
          <span className="font-mono text-xs font-normal text-muted-foreground">{shortRunId(run.id)}</span>
        </span>
        <RunStatusBadge status={run.status} />
      </span>
      <span className="text-xs tabular-nums text-muted-foreground">
        {formatWhen(run.startedAt)} · {formatDuration(run.durationMs)} · {formatCount(run.modelCalls)} calls ·{' '}
        {formatCount(run.tokens)} tokens
      </span>
    </Link>
  );
}

const MOVE_CLASS: Record<InvestorRow['movement'], string> = {
  up: 'text-emerald-700 bg-emerald-50',
  down: 'text-red-700 bg-red-50',
  same: 'text-muted-foreground',
  new: 'text-blue-700 bg-blue-50',
  dropped: 'text-muted-foreground bg-muted line-through decoration-1',
};

const score = (s: number | null) => (s === null ? '—' : s <= 1 ? `${Math.round(s * 100)}%` : s.toFixed(1));

function InvestorsCard({ view }: { view: CompareView }) {
  const m = view.moved;
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-4">
        <CardTitle className="text-base">Investors</CardTitle>
        <CardDescription>
          B's ranking. {m.up} moved up, {m.down} down, {m.new} new, {m.dropped} dropped, {m.same} unchanged.
        </CardDescription>
      </CardHeader>
      <div className="overflow-x-auto border-t">
        <table className="w-full text-sm" aria-label="Investor ranks">
          <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th className="px-3 py-2.5 font-medium sm:px-4">Investor</th>
              <th className="px-2 py-2.5 text-right font-medium sm:px-4">
                <span className="sr-only sm:not-sr-only">Rank </span>A
              </th>
              <th className="px-2 py-2.5 text-right font-medium sm:px-4">
                <span className="sr-only sm:not-sr-only">Rank </span>B
              </th>
              <th className="px-3 py-2.5 font-medium sm:px-4">Change</th>
              <th className="hidden px-4 py-2.5 text-right font-medium sm:table-cell">Score A → B</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {view.investors.map((row) => (
              <tr key={row.investorId} data-testid="rank-row">
                <td
                  className={cn(
                    'px-4 py-2.5 font-medium',
                    row.movement === 'dropped' && 'text-muted-foreground',
                  )}
                >
                  {row.name}
                </td>
                <td className="px-2 py-2.5 text-right tabular-nums sm:px-4">{row.rankA ?? '—'}</td>
                <td className="px-2 py-2.5 text-right tabular-nums sm:px-4">{row.rankB ?? '—'}</td>
                <td className="whitespace-nowrap px-3 py-2.5 sm:px-4">
                  <span
                    className={cn(
                      'rounded px-1.5 py-0.5 text-xs font-semibold tabular-nums',
                      MOVE_CLASS[row.movement],
                    )}
                  >
                    {row.label}
                  </span>
                </td>
                <td className="hidden whitespace-nowrap px-4 py-2.5 text-right tabular-nums text-muted-foreground sm:table-cell">
                  {score(row.scoreA)} → {score(row.scoreB)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function PartnerList({
  title,
  names,
  tone,
}: {
  title: string;
  names: string[];
  tone: 'added' | 'removed' | 'kept';
}) {
  const cls = {
    added: 'bg-emerald-50 text-emerald-800',
    removed: 'bg-red-50 text-red-800',
    kept: 'bg-muted text-foreground',
  }[tone];
  return (
    <div className="min-w-0">
      <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {title} ({names.length})
      </h4>
      {names.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {names.map((n) => (
            <li key={n} className={cn('rounded-md px-2 py-1 text-xs font-medium', cls)}>
              {tone === 'added' ? '+ ' : tone === 'removed' ? '− ' : ''}
              {n}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground">None</p>
      )}
    </div>
  );
}

function Comparison({ a, b }: { a: string; b: string }) {
  const query = useComparison(a, b);
  const view = useMemo(() => (query.data ? toCompareView(query.data) : null), [query.data]);
  if (a === b) return <p className="text-sm text-muted-foreground">Choose two different runs.</p>;
  if (query.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Comparing runs" />
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        Could not compare: {errorMessage(query.error)}
      </p>
    );
  if (!view) return null;
  return (
    <div className="grid gap-6" data-testid="comparison">
      <div className="grid gap-3 md:grid-cols-2">
        <RunCard side="A" run={query.data.a} />
        <RunCard side="B" run={query.data.b} />
      </div>
      <InvestorsCard view={view} />
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-base">Design partners</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-3">
          <PartnerList title="Added" names={view.partners.added} tone="added" />
          <PartnerList title="Removed" names={view.partners.removed} tone="removed" />
          <PartnerList title="Kept" names={view.partners.kept} tone="kept" />
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader className="pb-4">
          <CardTitle className="text-base">Strategy</CardTitle>
          <CardDescription>
            {view.strategyChanged ? 'Lines added in B in green, removed in red.' : 'The same in both runs.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div
            className="relative max-h-[32rem] overflow-auto rounded-md border font-mono text-xs leading-relaxed"
            data-testid="strategy-diff"
          >
            {view.strategy.map((part, i) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines are identified by their place.
                key={i}
                className={cn(
                  'whitespace-pre-wrap break-words px-3 py-0.5',
                  part.kind === 'added' && 'bg-emerald-50 text-emerald-900',
                  part.kind === 'removed' && 'bg-red-50 text-red-900',
                )}
              >
                <span aria-hidden="true" className="mr-2 select-none opacity-60">
                  {part.kind === 'added' ? '+' : part.kind === 'removed' ? '−' : ' '}
                </span>
                <span className="sr-only">
                  {part.kind === 'added' ? 'Added: ' : part.kind === 'removed' ? 'Removed: ' : ''}
                </span>
                {part.text || ' '}
              </div>
            ))}
          </div>
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader className="pb-4">
          <CardTitle className="text-base">Intros</CardTitle>
          <CardDescription>
            {view.intros.changed.length} changed, {view.intros.unchanged} unchanged.
          </CardDescription>
        </CardHeader>
        {view.intros.changed.length ? (
          <CardContent className="grid gap-4">
            {view.intros.changed.map((intro) => (
              <div key={intro.investor} className="grid gap-2">
                <h4 className="text-sm font-semibold">
                  {intro.investor}{' '}
                  {intro.a === null ? (
                    <Badge variant="info">New in B</Badge>
                  ) : intro.b === null ? (
                    <Badge variant="muted">Only in A</Badge>
                  ) : null}
                </h4>
                <div className="grid gap-3 md:grid-cols-2">
                  {(['a', 'b'] as const).map((side) => (
                    <div key={side} className="min-w-0 rounded-md border bg-muted/40 p-3">
                      <div className="mb-1 text-[11px] font-semibold uppercase tracking-wide text-muted-foreground">
                        Run {side.toUpperCase()}
                      </div>
                      <p className="whitespace-pre-wrap break-words text-xs leading-relaxed">
                        {intro[side] ?? <span className="text-muted-foreground">No intro</span>}
                      </p>
                    </div>
                  ))}
                </div>
              </div>
            ))}
          </CardContent>
        ) : null}
      </Card>
    </div>
  );
}

function CompareScreen() {
  const [params] = useSearchParams();
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  return (
    <div className="grid gap-6">
      <Pickers />
      {a && b ? (
        <Comparison a={a} b={b} />
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-card px-6 py-14 text-center text-sm text-muted-foreground">
          <GitCompare aria-hidden="true" className="size-6" />
          Choose an idea and two of its analyses to see what changed between them.
        </div>
      )}
    </div>
  );
}

export function ComparePage() {
  return (
    <StaffOnly>
      <Page title="Compare runs" description="Two analyses of the same idea, side by side.">
        <WorkbenchNav />
        <CompareScreen />
      </Page>
    </StaffOnly>
  );
}
