import type { TEvalResult, TEvalResults } from '@core/contracts/workbench-evals';
import { EmptyState, Page } from '@web/components/layout/page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { FlaskConical } from 'lucide-react';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  EVAL_VIEWS,
  type EvalView,
  formatLift,
  historyRows,
  recallCurve,
  type SliceBar,
  sliceBars,
  sliceGroup,
} from './eval-charts';
import { formatCount, formatPercent, formatWhen } from './format';
import { Stat, WorkbenchNav } from './parts';
import { StaffOnly } from './staff-only';
import { useEvals } from './workbench-api';

const COLORS = { matcher: '#4f46e5', popularity: '#f59e0b', random: '#94a3b8' } as const;
const pct = (v: unknown) => (typeof v === 'number' ? formatPercent(v) : '—');
const axisPct = (v: number) => `${Math.round(v * 100)}%`;
const tick = { fontSize: 12, fill: '#64748b' };

function RecallCurve({ result }: { result: TEvalResult }) {
  const data = useMemo(() => recallCurve(result).map((p) => ({ ...p, label: `@${p.k}` })), [result]);
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Recall@k</CardTitle>
        <CardDescription>Share of each case's real investors found in the top k.</CardDescription>
      </CardHeader>
      <CardContent className="h-72 px-2 sm:px-6" data-testid="recall-chart">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={tick} />
            <YAxis tickFormatter={axisPct} tick={tick} domain={[0, 'auto']} />
            <Tooltip formatter={(v) => pct(v)} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              type="monotone"
              dataKey="matcher"
              name="Matcher"
              stroke={COLORS.matcher}
              strokeWidth={2.5}
              dot={{ r: 4 }}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="popularity"
              name="Popularity"
              stroke={COLORS.popularity}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="random"
              name="Random"
              stroke={COLORS.random}
              strokeWidth={2}
              strokeDasharray="5 4"
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

function SliceChart({
  title,
  description,
  bars,
  testId,
}: {
  title: string;
  description: string;
  bars: SliceBar[];
  testId: string;
}) {
  const data = useMemo(() => bars.map((b) => ({ ...b, name: `${b.label} (${b.cases})` })), [bars]);
  if (!data.length) return null;
  const height = data.length * 34 + 64;
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-6" style={{ height }} data-testid={testId}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
            barGap={1}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
            <XAxis type="number" tickFormatter={axisPct} tick={tick} domain={[0, 'auto']} />
            <YAxis type="category" dataKey="name" tick={{ ...tick, fontSize: 11 }} width={142} interval={0} />
            <Tooltip formatter={(v) => pct(v)} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar
              dataKey="matcher"
              name="Matcher"
              fill={COLORS.matcher}
              barSize={10}
              isAnimationActive={false}
            />
            <Bar
              dataKey="popularity"
              name="Popularity"
              fill={COLORS.popularity}
              barSize={10}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

/** Recall@50 per slice: the round and stage slices in one chart, the sectors in another. */
function SliceCharts({ result }: { result: TEvalResult }) {
  const bars = useMemo(() => sliceBars(result), [result]);
  const sectors = bars.filter((b) => sliceGroup(b.slice) === 'sector');
  const others = bars.filter((b) => sliceGroup(b.slice) !== 'sector');
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <SliceChart
        title="Recall@50 by stage"
        description="Matcher against popularity, for each slice with cases (cases in brackets)."
        bars={others}
        testId="slice-chart"
      />
      <SliceChart
        title="Recall@50 by sector"
        description="The same, for each sector with cases."
        bars={sectors}
        testId="sector-chart"
      />
    </div>
  );
}

/** One kind of run (issue 32: the time split, its tune window, case files and scenario runs each on its own). */
function HistoryCard({ history, view }: { history: TEvalResults['history']; view: EvalView }) {
  const rows = useMemo(() => historyRows(history, view), [history, view]);
  if (!rows.length) return null;
  const { title, description } = EVAL_VIEWS[view];
  return (
    <Card className="min-w-0" aria-label={title}>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">
          {view === 'scenarios' ? title : `${title}: Recall@50 over time`}
        </CardTitle>
        <CardDescription>{description} Oldest first; each baseline where it was measured.</CardDescription>
      </CardHeader>
      {view === 'scenarios' ? null : rows.length > 1 ? (
        <CardContent className="h-60 px-2 sm:px-6" data-testid="history-chart">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: -8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="date" tick={tick} />
              <YAxis tickFormatter={axisPct} tick={tick} domain={[0, 'auto']} />
              <Tooltip formatter={(v) => pct(v)} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Line
                dataKey="matcher"
                name="Matcher"
                stroke={COLORS.matcher}
                strokeWidth={2.5}
                isAnimationActive={false}
              />
              <Line
                dataKey="popularity"
                name="Popularity"
                stroke={COLORS.popularity}
                strokeWidth={2}
                isAnimationActive={false}
              />
              <Line
                dataKey="random"
                name="Random"
                stroke={COLORS.random}
                strokeWidth={1.5}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </CardContent>
      ) : (
        <p className="px-6 pb-4 text-sm text-muted-foreground">
          One results file so far: the chart draws itself from the second run of <code>npm run evals</code>{' '}
          on.
        </p>
      )}
      <div className="overflow-x-auto border-t">
        <table className="w-full text-sm" aria-label="Eval history">
          <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th className="px-2.5 py-2.5 sm:px-4 font-medium">Run</th>
              <th className="hidden px-2.5 py-2.5 sm:px-4 text-right font-medium sm:table-cell">Cases</th>
              <th className="px-2.5 py-2.5 sm:px-4 text-right font-medium">Matcher</th>
              <th className="px-2.5 py-2.5 sm:px-4 text-right font-medium">Popularity</th>
              <th className="px-2.5 py-2.5 sm:px-4 text-right font-medium">Lift</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {[...rows].reverse().map((r) => (
              <tr key={r.file}>
                <td className="px-2.5 py-2.5 sm:px-4">
                  <time dateTime={r.createdAt}>{formatWhen(r.createdAt)}</time>
                  {r.query ? <div className="text-xs text-muted-foreground">{r.query}</div> : null}
                  <div className="hidden font-mono text-[11px] text-muted-foreground sm:block">{r.file}</div>
                </td>
                <td className="hidden px-2.5 py-2.5 sm:px-4 text-right tabular-nums sm:table-cell">
                  {formatCount(r.cases)}
                </td>
                <td className="px-2.5 py-2.5 sm:px-4 text-right font-medium tabular-nums">
                  {r.matcher === null ? '—' : formatPercent(r.matcher)}
                </td>
                <td className="px-2.5 py-2.5 sm:px-4 text-right tabular-nums">
                  {r.popularity === null ? '—' : formatPercent(r.popularity)}
                </td>
                <td className="px-2.5 py-2.5 sm:px-4 text-right tabular-nums">
                  {r.lift === null ? '—' : `${r.lift.toFixed(2)}×`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function EvalsScreen() {
  const query = useEvals();
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        Could not load the evals: {errorMessage(query.error)}
      </p>
    );
  const { latest, history } = query.data;
  if (!latest)
    return (
      <EmptyState icon={<FlaskConical className="size-6" />} title="No eval results yet">
        Run <code className="font-mono">npm run evals</code> to write a results file to evals/results.
      </EmptyState>
    );
  const matcher50 = latest.overall.matcher?.['recall@50'];
  const popularity50 = latest.overall.popularity?.['recall@50'];
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Recall@50, matcher">
          {matcher50 ? formatPercent(matcher50.value) : '—'}
          {matcher50 ? (
            <span className="block text-xs font-normal text-muted-foreground sm:ml-1.5 sm:inline">
              {formatPercent(matcher50.lo)}–{formatPercent(matcher50.hi)}
            </span>
          ) : null}
        </Stat>
        <Stat label="Recall@50, popularity">{popularity50 ? formatPercent(popularity50.value) : '—'}</Stat>
        <Stat label="Lift over popularity (recall@50)">
          <span data-testid="lift" title={formatLift(latest.lift)}>
            {latest.lift ? `${latest.lift.value.toFixed(2)}×` : '—'}
            {latest.lift ? (
              <span className="block text-xs font-normal text-muted-foreground sm:ml-1.5 sm:inline">
                {latest.lift.lo.toFixed(2)}–{latest.lift.hi.toFixed(2)}
              </span>
            ) : null}
          </span>
        </Stat>
        <Stat label="Cases">
          {formatCount(latest.cases)}{' '}
          <span className="text-xs font-normal text-muted-foreground">{latest.mode}</span>
        </Stat>
      </dl>
      <p className="-mt-3 text-xs text-muted-foreground">
        From the last full time split (test window): <span className="font-mono">{latest.file}</span>,{' '}
        {formatWhen(latest.createdAt)}
        {latest.query ? `, asking ${latest.query.join(', ')}` : ''}. Intervals are 95% bootstrap intervals.
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecallCurve result={latest} />
        {(Object.keys(EVAL_VIEWS) as EvalView[]).map((view) => (
          <HistoryCard key={view} history={history} view={view} />
        ))}
      </div>
      <SliceCharts result={latest} />
    </div>
  );
}

export function EvalsPage() {
  return (
    <StaffOnly>
      <Page
        title="Evals"
        description="How well the matcher finds the investors who really invested, against baselines."
      >
        <WorkbenchNav />
        <EvalsScreen />
      </Page>
    </StaffOnly>
  );
}
