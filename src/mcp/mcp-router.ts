import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import { findApiKeyCaller } from '../auth/api-key-caller';
import { type ApiKeyUse, bearerKey } from '../auth/api-keys';
import { createMcpServer } from './create-mcp-server';
import type { McpDeps } from './mcp-deps';
import { INTERNAL_ERROR_MESSAGE } from './tool-runner';

const MCP_MISSING_KEY_MESSAGE =
  'Missing or invalid API key. Send Authorization: Bearer <key> (create a key on your Roundwise dashboard).';
const MCP_UNKNOWN_KEY_MESSAGE =
  'This API key is not valid or has been revoked. Create a new one from your Roundwise dashboard.';

/** JSON-RPC's codes for a body that is not JSON, and for a failure of the server's own. */
const PARSE_ERROR = -32700;
const INTERNAL_ERROR = -32603;
/** The code MCP servers use for a request refused before it reached the protocol (here, the API key). */
const UNAUTHORIZED = -32001;

function rpcError(res: Response, status: number, code: number, message: string): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/** The JSON-RPC messages of a body: one, or a batch. */
function messagesOf(body: unknown): { method?: unknown; id?: unknown }[] {
  const all = Array.isArray(body) ? body : [body];
  return all.filter((m): m is { method?: unknown; id?: unknown } => !!m && typeof m === 'object');
}

function setRateHeaders(res: Response, use: ApiKeyUse): void {
  res.set({
    'X-RateLimit-Limit': String(use.limit),
    'X-RateLimit-Remaining': String(use.remaining),
    'X-RateLimit-Reset': String(use.resetAt),
  });
  if (use.limited) res.set('Retry-After', String(use.retryAfter));
}

/**
 * `/mcp`: the MCP server over Streamable HTTP, stateless (a server and transport per request, JSON answers, no
 * session to keep), so any server process answers any message. Every message needs a live API key of the public
 * API's; each tool call is counted as one request of the key by the /api/v1 meter before the server sees it, and one
 * past the plan's limit is answered as a tool error saying when to retry (tool-runner.ts).
 */
export function createMcpRouter(deps: McpDeps): Router {
  const router = express.Router();

  router.post('/', express.json({ limit: '100kb' }), async (req: Request, res: Response) => {
    try {
      const key = bearerKey(req.headers.authorization);
      const owner = key ? await findApiKeyCaller(deps.db, key) : null;
      if (!key || !owner) {
        res.set(
          'WWW-Authenticate',
          key ? 'Bearer realm="Roundwise MCP", error="invalid_token"' : 'Bearer realm="Roundwise MCP"',
        );
        rpcError(res, 401, UNAUTHORIZED, key ? MCP_UNKNOWN_KEY_MESSAGE : MCP_MISSING_KEY_MESSAGE);
        return;
      }
      const verdicts = new Map<string | number, ApiKeyUse>();
      for (const message of messagesOf(req.body)) {
        if (message.method !== 'tools/call') continue;
        if (typeof message.id !== 'string' && typeof message.id !== 'number') continue;
        const use = await deps.apiKeys.use(key);
        // Revoked since it was looked up a moment ago.
        if (!use) return rpcError(res, 401, UNAUTHORIZED, MCP_UNKNOWN_KEY_MESSAGE);
        verdicts.set(message.id, use);
        setRateHeaders(res, use);
      }
      const server = createMcpServer({ deps, caller: owner.caller, keyId: owner.keyId, verdicts });
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (err) {
      deps.logger.error({ err }, 'mcp request failed');
      if (!res.headersSent) rpcError(res, 500, INTERNAL_ERROR, INTERNAL_ERROR_MESSAGE);
    }
  });

  // Stateless: no event stream to open (GET) and no session to end (DELETE).
  router.all('/', (_req, res) => {
    res.set('Allow', 'POST');
    rpcError(res, 405, INTERNAL_ERROR, 'Method not allowed: this MCP server takes POST requests only.');
  });

  const bodyErrors: ErrorRequestHandler = (err, _req, res, next) => {
    const type = (err as { type?: string }).type;
    if (type === 'entity.parse.failed')
      return rpcError(res, 400, PARSE_ERROR, 'Parse error: the body is not JSON');
    if (type === 'entity.too.large') return rpcError(res, 413, PARSE_ERROR, 'The request body is too large');
    next(err);
  };
  router.use(bodyErrors);
  return router;
}
