import type { ApiKeyMeter } from '../auth/api-key-meter';
import type { ApiKeyUse } from '../auth/api-keys';
import type { Db } from '../db/connect';
import type { Caller } from '../domain/caller';
import type { InvestorDirectory } from '../investors/directory';
import type { Logger } from '../logger';

/** What the MCP server needs from the composition root: the same parts /api/v1 is built on. */
export interface McpDeps {
  db: Db;
  investors: InvestorDirectory;
  /** The /api/v1 meter: a tool call is counted as one request of the key, against the key's plan. */
  apiKeys: ApiKeyMeter;
  logger: Logger;
}

/** One HTTP request to /mcp: whose key it came with, and the meter's verdict for each tool call it carries. */
export interface ToolContext {
  deps: McpDeps;
  caller: Caller;
  keyId: string;
  /** The verdicts by JSON-RPC request id, counted before the message reached the MCP server. */
  verdicts: ReadonlyMap<string | number, ApiKeyUse>;
}
