import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export type McpTransportKind = 'http' | 'stdio';

export interface McpSession {
  client: Client;
  /** What the stdio process wrote to stderr (empty over HTTP). */
  stderr: () => string;
  close: () => Promise<void>;
}

export interface ToolAnswer {
  isError: boolean;
  text: string;
  data: any;
}

/** `npm run mcp`'s entry, started as npm starts it (tsx), in a child process. */
export const MCP_STDIO_ENTRY = {
  command: process.execPath,
  args: [path.resolve('node_modules/tsx/dist/cli.mjs'), path.resolve('src/cli/mcp.ts')],
};

/**
 * The SDK's own client, connected to the app's MCP server over Streamable HTTP (`/mcp`) or over stdio (the
 * `npm run mcp` process, which asks the app's `/mcp` with the key).
 */
export async function connectMcp(
  kind: McpTransportKind,
  baseUrl: string,
  key: string,
  env: Record<string, string> = {},
): Promise<McpSession> {
  const client = new Client({ name: 'roundwise-tests', version: '1.0.0' });
  if (kind === 'http') {
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
        requestInit: { headers: { Authorization: `Bearer ${key}` } },
      }),
    );
    return { client, stderr: () => '', close: () => client.close() };
  }
  const transport = new StdioClientTransport({
    ...MCP_STDIO_ENTRY,
    env: { ROUNDWISE_API_KEY: key, ROUNDWISE_URL: baseUrl, ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  await client.connect(transport);
  return { client, stderr: () => stderr, close: () => client.close() };
}

/** Calls a tool and reads its answer: the text a model reads, and the structured content. */
export async function callTool(
  session: McpSession,
  name: string,
  args: Record<string, unknown> = {},
): Promise<ToolAnswer> {
  const result = (await session.client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    content: { type: string; text?: string }[];
    structuredContent?: unknown;
  };
  return {
    isError: result.isError === true,
    text: result.content
      .filter((c) => c.type === 'text')
      .map((c) => c.text)
      .join('\n'),
    data: result.structuredContent ?? null,
  };
}

/** An error a model reads: plain words, never a stack trace or a source path. */
export function expectNoStack(text: string): void {
  if (/\n\s+at .+\(?.*:\d+:\d+\)?/.test(text) || /node_modules|\.ts:\d+|\.js:\d+/.test(text))
    throw new Error(`The answer carries a stack or a source path:\n${text}`);
}
