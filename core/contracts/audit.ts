import { z } from 'zod';

/**
 * The audit log (admins only): every change admins and ops made through the API, and named actions such as an
 * admin applying a run's results to an idea.
 *
 * | route                    | query           | answer                                                  |
 * | ------------------------ | --------------- | ------------------------------------------------------- |
 * | GET /api/admin/audit-log | TAuditLogQuery  | { entries: TAuditEntry[], total, actions: string[] }    |
 */
export const ZAuditLogQuery = z
  .object({
    /** Part of the actor's email. */
    actor: z.string().trim().max(200, 'Actor must be at most 200 characters').optional(),
    action: z.string().trim().max(200, 'Action must be at most 200 characters').optional(),
    from: z.coerce.date({ error: 'From must be a date and time' }).optional(),
    to: z.coerce.date({ error: 'To must be a date and time' }).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'Limit must be at least 1')
      .max(100, 'Limit must be at most 100')
      .default(50),
    offset: z.coerce.number().int().min(0, 'Offset cannot be negative').max(1_000_000).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { message: 'From must be before To', path: ['to'] });

const ZAuditEntry = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string(),
  /** `POST /workbench/runs/:id/rerun` for a route, or a named action such as `apply_run_results`. */
  action: z.string(),
  target: z.string().nullable(),
  details: z.unknown(),
  status: z.number(),
  ip: z.string().nullable(),
  at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditLog = z.object({
  entries: z.array(ZAuditEntry),
  total: z.number(),
  actions: z.array(z.string()),
});
export type TAuditLog = z.infer<typeof ZAuditLog>;

/** The named actions, as the admin page words them. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  apply_run_results: "Applied a run's results to an idea",
};
