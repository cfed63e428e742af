import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { lateAnalyses, printResult } from './load-report';
import { type LoadOptions, prepareLoad, runLoad, sleep } from './load-run';
import { LoadStats } from './load-stats';
import { type ServedApp, serveApp } from './serve';

/**
 * npm run bench:load [-- --clients 200 --seconds 60 --analyses 10 --timeout 15]: the product as `npm start` serves
 * it (one process per core, on a fresh data directory), with `clients` concurrent clients browsing /investors and
 * the public API, each sending its next request as soon as the last one answered (giving up after `timeout`
 * seconds), while `analyses` founders keep an analysis of their idea running. Prints every route's figures and the
 * analyses'; exits non-zero on any 5xx, timeout or other network error, failed analysis, or analysis slower than the
 * timeout. --once: each founder runs one analysis, the starts spread over the run (the issue's ten analyses),
 * instead of one after another. Loopback only, and bounded: the
 * clients stop at the deadline and a hard timeout ends the run. Also --processes, --signed-in (share), --seed.
 */
const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    analyses: { type: 'string', default: '10' },
    /** Each founder runs one analysis, the starts spread over the run, instead of one after another. */
    once: { type: 'boolean', default: false },
    processes: { type: 'string', default: String(os.availableParallelism()) },
    'signed-in': { type: 'string', default: '0.5' },
    seed: { type: 'string', default: '1' },
    timeout: { type: 'string', default: '15' },
    'startup-timeout': { type: 'string', default: '600' },
  },
});
const int = (name: keyof typeof args, min: number, max: number) => {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be a whole number, ${min}–${max}`);
  return n;
};
const options: LoadOptions = {
  clients: int('clients', 1, 2000),
  seconds: int('seconds', 1, 3600),
  analyses: int('analyses', 0, 100),
  once: args.once,
  signedIn: Number(args['signed-in']),
  seed: int('seed', 0, 2 ** 31),
  timeout: int('timeout', 1, 600),
};
if (!(options.signedIn >= 0 && options.signedIn <= 1)) throw new Error('--signed-in must be between 0 and 1');
const PROCESSES = int('processes', 1, 64);
const STARTUP_SECONDS = int('startup-timeout', 10, 3600);
/** Time after the server is up for preparing, loading, draining and shutting down: the hard timeout. */
const HARD_SECONDS = options.seconds + options.timeout + 75;

const stats = new LoadStats();
let app: ServedApp | null = null;
let stopping: Promise<void> | null = null;

async function main() {
  console.log(
    `Roundwise load: ${options.clients} clients for ${options.seconds} s with ${options.analyses} analyses ` +
      `running, ${PROCESSES} server process(es), ${os.cpus().length} cores\n`,
  );
  const startup = setTimeout(
    () => void abort(`the server did not serve within ${STARTUP_SECONDS} s`),
    STARTUP_SECONDS * 1000,
  );
  // Production refuses to start without a session secret from the environment; a run's own will do.
  process.env.BETTER_AUTH_SECRET ??= randomBytes(32).toString('base64url');
  app = await serveApp(PROCESSES);
  clearTimeout(startup);
  // Not unref'd: it also ends a run stuck on something that keeps no handle open.
  setTimeout(
    () => void abort(`hard timeout: not done ${HARD_SECONDS} s after the server served`),
    HARD_SECONDS * 1000,
  );
  console.log(`Server up in ${app.startSeconds.toFixed(1)} s at ${app.url}`);
  checkLoopbackOnly(app);

  const prepared = await prepareLoad(app, options);
  console.log(`${prepared.summary}\n`);
  const result = await runLoad(app, prepared, options, stats);
  printResult(stats, result, options, prepared.founders.length);

  await stop();
  const total = stats.total;
  console.log(
    `load: requests=${total.requests} rps=${(total.requests / result.elapsed).toFixed(1)} 5xx=${total.fivexx} ` +
      `net=${total.network} p99=${total.p99.toFixed(1)} analyses=${result.durations.length} ` +
      `late=${lateAnalyses(result, options)}`,
  );
  const failed = total.fivexx > 0 || total.network > 0 || result.failedRuns.length > 0;
  process.exit(failed || lateAnalyses(result, options) > 0 ? 1 : 0);
}

/** The app and its Postgres must listen on 127.0.0.1 only (read from /proc/net, where there is one). */
function checkLoopbackOnly(served: ServedApp) {
  const ports = [Number(new URL(served.url).port), Number(new URL(served.databaseUrl).port)];
  let table: string;
  try {
    table = readFileSync('/proc/net/tcp', 'utf8') + readFileSync('/proc/net/tcp6', 'utf8');
  } catch {
    return;
  }
  for (const line of table.split('\n').slice(1)) {
    const [, local, , state] = line.trim().split(/\s+/);
    if (state !== '0A' || !local) continue;
    const [address, port] = local.split(':');
    if (!ports.includes(Number.parseInt(port!, 16))) continue;
    // 127.0.0.1 as /proc writes it (little-endian hex), or ::1 / ::ffff:127.0.0.1.
    if (
      !['0100007F', '00000000000000000000000001000000', '0000000000000000FFFF00000100007F'].includes(address!)
    )
      throw new Error(`port ${Number.parseInt(port!, 16)} listens on ${address}, not loopback only`);
  }
}

/** Stops the server once (SIGTERM; it drains and stops Postgres), at most 30 s, then its processes are killed. */
function stop(): Promise<void> {
  stopping ??= (async () => {
    const timeout = sleep(30_000).then(() => 'timeout' as const);
    const result = app ? await Promise.race([app.stop().then(() => 'stopped' as const), timeout]) : 'stopped';
    if (result === 'timeout' || !app) killChildren();
  })();
  return stopping;
}

/** The processes this script started (the server), by pid: used only when they would not stop on their own. */
function killChildren() {
  let pids: number[] = [];
  try {
    pids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  } catch {
    // no children (ps exits 1)
  }
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function abort(reason: string) {
  console.error(`\nload: ${reason}`);
  const t = stats.total;
  if (t.requests) for (const line of stats.report(options.seconds, [])) console.error(line);
  await stop();
  console.log(
    `load: requests=${t.requests} 5xx=${t.fivexx} net=${t.network} p99=${t.p99.toFixed(1)} aborted`,
  );
  process.exit(2);
}

process.on('SIGINT', () => void abort('interrupted'));
process.on('SIGTERM', () => void abort('terminated'));

main().catch(async (err) => {
  console.error(err);
  await stop();
  process.exit(1);
});
