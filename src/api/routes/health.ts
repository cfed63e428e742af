import { sql } from 'kysely';
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
        postgres: postgres ? 'up' : 'down',
        engine: deps.engine.kind,
        analyses: accepting ? 'accepting' : 'refusing',
        memory: memory.pressure ? 'pressure' : 'ok',
        ...(staff && {
          details: {
            queue,
            heapUsedPercent: memory.heapUsedPercent,
            machineAvailablePercent: memory.machineAvailablePercent,
          },
        }),
      };
      res.status(postgres ? 200 : 503).json(body);
      return undefined;
    },
  });
}
