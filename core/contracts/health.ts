import { z } from 'zod';

/**
 * GET /api/health: 200 when the server can serve, 503 when Postgres cannot be reached. Anyone reads the states;
 * only staff (admin, ops) get `details`, the figures that say how busy the service is.
 */
export const ZHealth = z.object({
  ok: z.boolean(),
  postgres: z.enum(['up', 'down']),
  engine: z.enum(['local', 'temporal']),
  analyses: z.enum(['accepting', 'refusing']),
  memory: z.enum(['ok', 'pressure']),
  details: z
    .object({
      /** The analysis queue: runs waiting and running, and how many may wait; null when it could not be read. */
      queue: z.object({ waiting: z.number(), running: z.number(), limit: z.number() }).nullable(),
      heapUsedPercent: z.number(),
      machineAvailablePercent: z.number(),
    })
    .optional(),
});
