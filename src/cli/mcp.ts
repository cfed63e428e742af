import { existsSync } from 'node:fs';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { isWellFormedApiKey } from '../auth/api-keys';
import { loadConfig } from '../config';
import { createStdioBridge } from '../mcp/stdio-bridge';

const USAGE =
  'Usage: ROUNDWISE_API_KEY=rw_live_... [ROUNDWISE_URL=http://localhost:3000] npm run --silent mcp\n' +
  'Runs the Roundwise MCP server over stdio; it asks the running product (npm start) at ROUNDWISE_URL/mcp.';

/**
 * `npm run mcp`: the MCP server over stdio, for assistants that start their tools as processes. Its stdout is the
 * protocol's: everything else goes to stderr. The product's address defaults to the one `npm start` serves with
 * the same settings (BASE_URL, else localhost:PORT, from the environment or .env).
 */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const key = process.env.ROUNDWISE_API_KEY?.trim();
  if (!key)
    throw new Error(`ROUNDWISE_API_KEY is not set: create a key on your Roundwise dashboard.\n${USAGE}`);
  if (!isWellFormedApiKey(key))
    throw new Error(`ROUNDWISE_API_KEY is not a Roundwise API key (they start with rw_live_).\n${USAGE}`);
  const base = process.env.ROUNDWISE_URL?.trim() || loadConfig().baseUrl;
  let url: URL;
  try {
    // The product's origin (with its path, behind a proxy), or its /mcp endpoint itself.
    const root = base.replace(/\/+$/, '');
    url = new URL(root.endsWith('/mcp') ? root : `${root}/mcp`);
  } catch {
    throw new Error(`ROUNDWISE_URL is not a URL: ${base}\n${USAGE}`);
  }
  await createStdioBridge({ url, apiKey: key }).connect(new StdioServerTransport());
  console.error(`Roundwise MCP server on stdio, asking ${url.href}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
