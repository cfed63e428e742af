import type { Request } from 'express';
import type { Db } from '../db/connect';
import type { Logger } from '../logger';
import type { AuditLogTable } from './audit-log.table';

/** Who acted: the log keeps the account's id and email, nothing else of the caller. */
export interface AuditActor {
  id: string;
  email: string;
}

/** Body fields never written to the log, whatever the route. */
const SECRET_FIELDS = /password|secret|token|key|csv/i;
const MAX_VALUE = 500;

/** A body as the log keeps it: field names and short values, secrets and bulk (a CSV) left out. */
function redact(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([k, v]) => {
      if (SECRET_FIELDS.test(k)) return [k, '[redacted]'];
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      return [k, text && text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : v];
    }),
  );
}

/** The audit log of admin and ops actions (append-only). */
export class AuditLog {
  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  /** One action through the API; a failure to write is logged loudly, and never hides the action's answer. */
  async record(
    caller: AuditActor,
    route: { method: string; path: string },
    req: Request,
    status: number,
  ): Promise<void> {
    await this.write({
      actor_id: caller.id,
      actor_email: caller.email,
      action: `${route.method.toUpperCase()} ${route.path}`,
      target: Object.values(req.params ?? {}).join('/') || null,
      details: JSON.stringify({ body: redact(req.body), query: redact(req.query) }),
      status,
      ip: req.ip ?? null,
    });
  }

  /**
   * A named business action (e.g. `apply_run_results`) with its own target and details, for routes whose request
   * alone would not say what changed (which idea a run's results replaced).
   */
  async recordAction(
    caller: AuditActor,
    entry: { action: string; target: string; details: Record<string, unknown>; status: number },
    req: Request,
  ): Promise<void> {
    await this.write({
      actor_id: caller.id,
      actor_email: caller.email,
      action: entry.action,
      target: entry.target,
      details: JSON.stringify(entry.details),
      status: entry.status,
      ip: req.ip ?? null,
    });
  }

  private async write(row: Omit<AuditLogTable, 'id' | 'at' | 'details'> & { details: string }) {
    try {
      await this.db.insertInto('audit_log').values(row).execute();
    } catch (err) {
      this.logger.error({ err, action: row.action }, 'Could not write the audit log');
    }
  }
}

export interface AuditLogFilters {
  /** Part of the actor's email. */
  actor?: string;
  /** The action exactly, as the log names it. */
  action?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** The log newest first, filtered by actor, action and time; with every action the log holds, for the filter. */
export async function listAuditLog(db: Db, f: AuditLogFilters) {
  let query = db.selectFrom('audit_log');
  if (f.actor)
    query = query.where('actor_email', 'ilike', `%${f.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (f.action) query = query.where('action', '=', f.action);
  if (f.from) query = query.where('at', '>=', f.from);
  if (f.to) query = query.where('at', '<', f.to);
  const [rows, count, actions] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
  ]);
  return {
    entries: rows.map((r) => ({ ...r, id: String(r.id), at: r.at.toISOString() })),
    total: Number(count.n),
    actions: actions.map((a) => a.action),
  };
}
