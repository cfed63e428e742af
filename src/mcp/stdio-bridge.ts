import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { MCP_INSTRUCTIONS, MCP_SERVER_NAME, MCP_SERVER_VERSION } from './server-info';
import { toolError } from './tool-runner';

export interface StdioBridgeOptions {
  /** The running product's MCP endpoint, e.g. http://localhost:3000/mcp. */
  url: URL;
  apiKey: string;
}

/**
 * `npm run mcp`: an MCP server over stdio for assistants that start their tools as local processes (Claude
 * Desktop). It owns no data and no rules: it passes the tool list and each tool call on to the product's `/mcp`
 * with the key, so keys, plan limits, access and audit stay where /api/v1 keeps them. The product is reached at the
 * first message, and again after a failure, so the assistant may start before Roundwise does.
 */
export function createStdioBridge(options: StdioBridgeOptions): Server {
  const server = new Server(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION },
    { capabilities: { tools: {} }, instructions: MCP_INSTRUCTIONS },
  );
  let remote: Promise<Client> | null = null;
  const connect = (): Promise<Client> => {
    remote ??= (async () => {
      const client = new Client({ name: 'roundwise-stdio', version: MCP_SERVER_VERSION });
      await client.connect(
        new StreamableHTTPClientTransport(options.url, {
          requestInit: { headers: { Authorization: `Bearer ${options.apiKey}` } },
        }),
      );
      return client;
    })().catch((err) => {
      remote = null;
      throw err;
    });
    return remote;
  };

  server.setRequestHandler(ListToolsRequestSchema, async (request) => {
    try {
      return await (await connect()).listTools(request.params);
    } catch (err) {
      // A plain Error: the client reads its message as it is (McpError would prefix its code to it).
      throw new Error(bridgeErrorMessage(err, options.url));
    }
  });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    try {
      const { name, arguments: args } = request.params;
      return await (await connect()).callTool({ name, arguments: args });
    } catch (err) {
      return toolError(bridgeErrorMessage(err, options.url));
    }
  });
  return server;
}

/** Why the product could not be asked, as the user can fix it: never a stack. */
export function bridgeErrorMessage(err: unknown, url: URL): string {
  if (err instanceof StreamableHTTPError && err.code === 401)
    return 'Roundwise refused the API key in ROUNDWISE_API_KEY: it is not valid or has been revoked. Create a key on your Roundwise dashboard.';
  if (err instanceof StreamableHTTPError && err.code === 404)
    return `${url.href} is not a Roundwise MCP endpoint: check ROUNDWISE_URL.`;
  if (err instanceof McpError) return err.message;
  if (err instanceof TypeError || (err as { code?: string }).code === 'ECONNREFUSED')
    return `Cannot reach Roundwise at ${url.origin}: is it running (npm start), and is ROUNDWISE_URL right? Try again once it is up.`;
  const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
  return `Roundwise could not be asked: ${message}`;
}
