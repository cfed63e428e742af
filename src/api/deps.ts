import type { StaffRole, UserType } from '../../core/contracts/vocabulary';
import type { TAgentGraph } from '../../core/contracts/workbench';
import type { WorkflowEngine } from '../../workflows/engine/engine';
import type { AuditLog } from '../audit/audit-log';
import type { ApiKeyMeter } from '../auth/api-key-meter';
import type { Auth } from '../auth/auth';
import type { SessionLookup } from '../auth/session-lookup';
import type { Config } from '../config';
import type { NetworkWriters } from '../contacts/network-ports';
import type { Db } from '../db/connect';
import type { LoadedDirectory } from '../investors/investor-directory';
import type { Logger } from '../logger';
import type { MemoryGuard } from '../memory/memory-guard';
import type { NotificationHub } from '../notifications/notification-hub';
import type { Embeddings } from '../vectors/embeddings';
import type { AnalysisQueue } from '../workflows-wiring/analysis-queue';

export interface AppDeps {
  config: Config;
  db: Db;
  auth: Auth;
  logger: Logger;
  /** A signed-in request's caller in one round trip (`auth/session-lookup.ts`). */
  sessions: SessionLookup;
  /** The roles of a user, for a caller better-auth found (a session due for its refresh). */
  roles: { rolesOf: (userId: string) => Promise<{ role: UserType | null; staffRoles: StaffRole[] }> };
  investors: LoadedDirectory;
  /** Authenticates public API keys and counts their use. */
  apiKeys: ApiKeyMeter;
  /** Starts and follows workflow runs (the idea analysis). */
  engine: WorkflowEngine;
  /** The agents' graphs the workbench draws, and the agent each activity runs. */
  agents: {
    graphs(): Promise<Record<string, TAgentGraph>>;
    names(): Record<string, string>;
  };
  /** Admits new analyses to the queue, or refuses them (503) when it is full or memory is short. */
  analyses: AnalysisQueue;
  /** This process's memory against its limits. */
  memory: MemoryGuard;
  /** Idea and profile embeddings, regenerated after saves (a failure is only logged). */
  embeddings: Embeddings;
  /** Origins whose pages may make changes with a session cookie (BASE_URL, and the dev server's). */
  trustedOrigins: readonly string[];
  /** Hands each user's new notifications to their browser tabs connected to this process (SSE). */
  notifications: NotificationHub;
  /** Records what admins and ops change. */
  audit: AuditLog;
  /** The writers of the founder's network (forwardable intros, design partners from contacts): the agents'. */
  network: NetworkWriters;
  /** Built web app to serve, or null when Vite serves it (development). */
  webDist: string | null;
}
