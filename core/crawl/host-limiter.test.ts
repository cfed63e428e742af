import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrawlError } from './errors';
import { CrawlBudget, HostLimiter, hostKey } from './host-limiter';

/** A task the test finishes by hand, recording when it started. */
function controllable(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('HostLimiter', () => {
  it('runs at most perHostConcurrency requests to a host at once, first come first served', async () => {
    const limiter = new HostLimiter({ perHostConcurrency: 2, minDelayMs: 0 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => controllable(log, name));
    const results = tasks.map((t) => limiter.schedule('https://vc.example/x', t.task));
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['start a', 'start b']);
    expect(limiter.stats('https://vc.example/')).toMatchObject({ active: 2, queued: 3 });

    tasks[1]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);

    tasks[0]!.finish();
    tasks[2]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.filter((l) => l.startsWith('start'))).toEqual([
      'start a',
      'start b',
      'start c',
      'start d',
      'start e',
    ]);
    tasks[3]!.finish();
    tasks[4]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(limiter.stats('https://vc.example/')).toMatchObject({ active: 0, queued: 0 });
  });

  it('spaces the starts of requests to one host by minDelayMs', async () => {
    const limiter = new HostLimiter({ perHostConcurrency: 5, minDelayMs: 500 });
    const starts: Array<[string, number]> = [];
    const quick = (name: string) => async () => {
      starts.push([name, Date.now()]);
    };
    const all = Promise.all(
      ['a', 'b', 'c'].map((n) => limiter.schedule(`https://vc.example/${n}`, quick(n))),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([['a', 0]]);
    await vi.advanceTimersByTimeAsync(499);
    expect(starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([
      ['a', 0],
      ['b', 500],
    ]);
    await vi.advanceTimersByTimeAsync(500);
    await all;
    expect(starts.map(([, at]) => at)).toEqual([0, 500, 1000]);
  });

  it("lets a page's resources take a free slot without waiting for the delay", async () => {
    const limiter = new HostLimiter({ perHostConcurrency: 2, minDelayMs: 1000 });
    const starts: string[] = [];
    const record = (name: string) => async () => {
      starts.push(`${name}@${Date.now()}`);
    };
    const all = Promise.all([
      limiter.schedule('https://vc.example/page-1', record('page-1')),
      limiter.schedule('https://vc.example/page-2', record('page-2')),
      limiter.schedule('https://vc.example/app.js', record('app.js'), undefined, { paced: false }),
      limiter.schedule('https://vc.example/data.json', record('data.json'), undefined, { paced: false }),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual(['page-1@0', 'app.js@0', 'data.json@0']);
    await vi.advanceTimersByTimeAsync(1000);
    await all;
    expect(starts).toEqual(['page-1@0', 'app.js@0', 'data.json@0', 'page-2@1000']);
  });

  it('limits each host on its own', async () => {
    const limiter = new HostLimiter({ perHostConcurrency: 1, minDelayMs: 1000 });
    const log: string[] = [];
    const a1 = controllable(log, 'a1');
    const a2 = controllable(log, 'a2');
    const b1 = controllable(log, 'b1');
    limiter.schedule('https://a.example/1', a1.task);
    limiter.schedule('https://a.example/2', a2.task);
    limiter.schedule('http://B.example:8080/1', b1.task);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['start a1', 'start b1']);
    a1.finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(log).toEqual(['start a1', 'start b1', 'end a1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toContain('start a2');
  });

  it('keys hosts by host name, whatever the port or scheme', () => {
    expect(hostKey('https://VC.example:8443/a')).toBe('vc.example');
    expect(hostKey('http://vc.example/b')).toBe(hostKey('https://vc.example/c'));
  });

  it('applies a robots.txt Crawl-delay, capped', async () => {
    const limiter = new HostLimiter({ minDelayMs: 100, maxCrawlDelayMs: 5000 });
    limiter.setCrawlDelay('https://slow.example/', 2000);
    expect(limiter.stats('https://slow.example/').delayMs).toBe(2000);
    limiter.setCrawlDelay('https://slow.example/', 60_000);
    expect(limiter.stats('https://slow.example/').delayMs).toBe(5000);
    limiter.setCrawlDelay('https://slow.example/', 10);
    expect(limiter.stats('https://slow.example/').delayMs).toBe(100);

    const starts: number[] = [];
    limiter.setCrawlDelay('https://slow.example/', 2000);
    const both = Promise.all(
      [1, 2].map(() =>
        limiter.schedule('https://slow.example/', async () => {
          starts.push(Date.now());
        }),
      ),
    );
    await vi.advanceTimersByTimeAsync(2000);
    await both;
    expect(starts).toEqual([0, 2000]);
  });

  it('rejects a waiting request when its signal aborts, and passes on a CrawlError reason', async () => {
    const limiter = new HostLimiter({ perHostConcurrency: 1, minDelayMs: 0 });
    const log: string[] = [];
    const first = controllable(log, 'first');
    limiter.schedule('https://vc.example/', first.task);
    const controller = new AbortController();
    const waiting = limiter.schedule('https://vc.example/2', async () => 'never', controller.signal);
    const reason = new CrawlError('budget_exhausted', 'time cap reached', { cap: 'time' });
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    expect(limiter.stats('https://vc.example/').queued).toBe(0);

    const other = new AbortController();
    other.abort();
    await expect(
      limiter.schedule('https://vc.example/3', async () => 'x', other.signal),
    ).rejects.toMatchObject({
      code: 'aborted',
    });
    first.finish();
  });

  it('rejects everything still waiting when closed', async () => {
    const limiter = new HostLimiter({ perHostConcurrency: 1, minDelayMs: 10_000 });
    const ran: string[] = [];
    const first = limiter.schedule('https://vc.example/1', async () => {
      ran.push('1');
    });
    const second = limiter.schedule('https://vc.example/2', async () => {
      ran.push('2');
    });
    await first;
    limiter.close();
    await expect(second).rejects.toMatchObject({ code: 'aborted' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ran).toEqual(['1']);
  });
});

describe('CrawlBudget', () => {
  it('counts pages and refuses the one past the cap, saying which cap', () => {
    const budget = new CrawlBudget({ maxPages: 2, maxDurationMs: 60_000 });
    budget.takePage('https://vc.example/1');
    budget.takePage('https://vc.example/2');
    expect(budget.pagesTaken).toBe(2);
    const error = (() => {
      try {
        budget.takePage('https://vc.example/3');
      } catch (e) {
        return e as CrawlError;
      }
    })();
    expect(error).toBeInstanceOf(CrawlError);
    expect(error).toMatchObject({ code: 'budget_exhausted', cap: 'pages' });
    expect(error!.message).toBe(
      'page cap reached: this crawl may fetch at most 2 pages, so https://vc.example/3 was not fetched',
    );
    budget.dispose();
  });

  it('aborts its signal and refuses pages once the time is up', async () => {
    const budget = new CrawlBudget({ maxPages: 100, maxDurationMs: 30_000 });
    budget.takePage();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(budget.signal.aborted).toBe(false);
    expect(budget.remainingMs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(budget.signal.aborted).toBe(true);
    expect(budget.signal.reason).toMatchObject({ code: 'budget_exhausted', cap: 'time' });
    expect(() => budget.takePage()).toThrow('time cap reached: this crawl may run for at most 30 s');
    budget.dispose();
  });

  it('notices the time cap even before its timer fires', () => {
    let now = 0;
    const budget = new CrawlBudget({ maxDurationMs: 1000, now: () => now });
    now = 1000;
    expect(() => budget.checkTime()).toThrow(CrawlError);
    expect(budget.signal.aborted).toBe(true);
    budget.dispose();
  });
});
