import { sql } from 'kysely';
import { ZHealth } from '../../../core/contracts/health';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';

/** A health check must answer quickly even when Postgres hangs: a probe slower than this counts as down. */
const PROBE_TIMEOUT_MS = 2_000;

const withTimeout = <T>(promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS).unref(),
    ),
  ]);

/**
 * GET /api/health, for load balancers and whoever runs the server: 200 when it can serve, 503 when Postgres cannot
 * be reached. Anyone sees the states (Postgres up or down, which engine, whether new analyses are accepted,
 * memory pressure); the figures behind them (queue lengths, heap use) only staff, since they say how busy the
 * service is. Nothing names a host, a version, a path or a process.
 */
export function registerHealthRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'get',
    path: '/health',
    access: 'public',
    response: ZHealth,
    handler: async ({ caller, res }) => {
      const [postgres, queue] = await Promise.all([
        withTimeout(sql`select 1`.execute(deps.db)).then(
          () => true,
          () => false,
        ),
        withTimeout(deps.analyses.stats()).catch(() => null),
      ]);
      const memory = deps.memory.state();
      const accepting = !memory.pressure && queue !== null && queue.waiting < queue.limit;
      const staff = caller?.staffRoles.some((r) => r === 'admin' || r === 'ops') ?? false;
      const body = {
        ok: postgres,
        postgres: postgres ? ('up' as const) : ('down' as const),
        engine: deps.engine.kind,
        analyses: accepting ? ('accepting' as const) : ('refusing' as const),
        memory: memory.pressure ? ('pressure' as const) : ('ok' as const),
        ...(staff && {
          details: {
            queue,
            heapUsedPercent: memory.heapUsedPercent,
            machineAvailablePercent: memory.machineAvailablePercent,
          },
        }),
      };
      if (!postgres) res.status(503);
      return body;
    },
  });
}
