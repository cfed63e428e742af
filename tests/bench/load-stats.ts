import * as hdr from 'hdr-histogram-js';

/** Latencies are recorded in microseconds, from 1 µs to an hour, to 3 significant digits. */
const newHistogram = () =>
  hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 3_600_000_000,
    numberOfSignificantValueDigits: 3,
  });

/** What a failed request answered: an HTTP status, or a network error or timeout by its code. */
export type Outcome = { status: number } | { network: string };

class RouteStats {
  readonly latency = newHistogram();
  requests = 0;
  /** Non-2xx answers by status, and network errors by code (`net:ECONNRESET`). */
  readonly failures = new Map<string, number>();
  /** The first answer of each failure kind, to read what went wrong. */
  readonly samples = new Map<string, string>();
  /** Answers the caller expected although not 2xx (409 to an early restart of an analysis): not failures. */
  readonly expected = new Map<number, number>();

  count(kind: string): number {
    let n = 0;
    for (const [k, v] of this.failures) if (k.startsWith(kind)) n += v;
    return n;
  }
}

/** The searches: the web app's /investors page and the public API's. */
export const SEARCH_ROUTES: ReadonlySet<string> = new Set(['GET /api/investors', 'GET /api/v1/investors']);
/** The span of the run each search latency is also counted in, to tell the cold start from the steady state. */
const WINDOW_MS = 10_000;

/** Every response of a load run, per route (parameterised paths grouped), with its latency and status. */
export class LoadStats {
  private readonly routes = new Map<string, RouteStats>();
  private runStart: number | null = null;
  private readonly searchWindows: hdr.Histogram[] = [];

  /** The run starts now (`performance.now()`): searches answered from here are also counted by 10 s span. */
  startRun(at: number): void {
    this.runStart = at;
  }

  /** Search latency by 10 s span of the run, by when the answer came. */
  searchByWindow(): { from: number; to: number; requests: number; p50: number; p99: number }[] {
    return this.searchWindows.flatMap((h, i) =>
      h
        ? [
            {
              from: (i * WINDOW_MS) / 1000,
              to: ((i + 1) * WINDOW_MS) / 1000,
              requests: h.totalCount,
              p50: ms(h, 50),
              p99: ms(h, 99),
            },
          ]
        : [],
    );
  }

  record(route: string, ms: number, outcome: Outcome, body?: string, expected: readonly number[] = []): void {
    let stats = this.routes.get(route);
    if (!stats) {
      stats = new RouteStats();
      this.routes.set(route, stats);
    }
    stats.requests++;
    stats.latency.recordValue(Math.max(1, Math.round(ms * 1000)));
    if (this.runStart !== null && SEARCH_ROUTES.has(route)) {
      const span = Math.max(0, Math.floor((performance.now() - this.runStart) / WINDOW_MS));
      this.searchWindows[span] ??= newHistogram();
      this.searchWindows[span]!.recordValue(Math.max(1, Math.round(ms * 1000)));
    }
    if ('status' in outcome && expected.includes(outcome.status)) {
      stats.expected.set(outcome.status, (stats.expected.get(outcome.status) ?? 0) + 1);
      return;
    }
    const kind =
      'status' in outcome ? (outcome.status < 300 ? null : String(outcome.status)) : `net:${outcome.network}`;
    if (kind === null) return;
    stats.failures.set(kind, (stats.failures.get(kind) ?? 0) + 1);
    if (!stats.samples.has(kind)) stats.samples.set(kind, (body ?? '').slice(0, 300));
  }

  get total() {
    let requests = 0;
    let fivexx = 0;
    let network = 0;
    const latency = newHistogram();
    for (const s of this.routes.values()) {
      requests += s.requests;
      fivexx += s.count('5');
      network += s.count('net:');
      latency.add(s.latency);
    }
    return { requests, fivexx, network, p50: ms(latency, 50), p99: ms(latency, 99), latency };
  }

  /** The table of figures, one line per route and the totals, and the failures seen with a sample answer. */
  report(seconds: number, order: readonly string[]): string[] {
    const head = [
      'route',
      'requests',
      'req/s',
      '3xx',
      '4xx',
      '5xx',
      'net',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
    ];
    const row = (
      name: string,
      s: { requests: number; latency: hdr.Histogram },
      count: (k: string) => number,
    ) => [
      name,
      String(s.requests),
      (s.requests / seconds).toFixed(1),
      String(count('3')),
      String(count('4')),
      String(count('5')),
      String(count('net:')),
      ms(s.latency, 50).toFixed(1),
      ms(s.latency, 95).toFixed(1),
      ms(s.latency, 99).toFixed(1),
      (s.latency.maxValue / 1000).toFixed(1),
    ];
    const names = [
      ...order.filter((r) => this.routes.has(r)),
      ...[...this.routes.keys()].filter((r) => !order.includes(r)),
    ];
    const rows = names.map((name) => {
      const s = this.routes.get(name)!;
      return row(name, s, (k) => s.count(k));
    });
    const all = [...this.routes.values()];
    rows.push(
      row('total', { requests: this.total.requests, latency: this.total.latency }, (k) =>
        all.reduce((n, s) => n + s.count(k), 0),
      ),
    );
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    const out = [
      line(head),
      ...rows.slice(0, -1).map(line),
      line(widths.map((w) => '-'.repeat(w))),
      line(rows.at(-1)!),
    ];
    for (const name of names) {
      const s = this.routes.get(name)!;
      for (const [status, n] of s.expected)
        out.push(`  ${name} → ${status} ×${n} (expected, not counted as errors)`);
      for (const [kind, n] of s.failures)
        out.push(`  ${name} → ${kind} ×${n}: ${s.samples.get(kind)?.replace(/\s+/g, ' ') || '(no body)'}`);
    }
    return out;
  }
}

/** A percentile of a histogram in microseconds, in milliseconds. */
function ms(h: hdr.Histogram, p: number): number {
  return h.totalCount === 0 ? 0 : h.getValueAtPercentile(p) / 1000;
}
