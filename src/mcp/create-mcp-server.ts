import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerIdeaTools } from './idea-tools';
import { registerInvestorTools } from './investor-tools';
import type { ToolContext } from './mcp-deps';
import { registerPipelineTools } from './pipeline-tools';
import { MCP_INSTRUCTIONS, MCP_SERVER_NAME, MCP_SERVER_VERSION } from './server-info';

/**
 * The MCP server for one caller. Tools for a founder's own data are listed only to founders' keys: a key sees the
 * tools its owner may use, and each tool reads only what its owner may read.
 */
export function createMcpServer(ctx: ToolContext): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION },
    { instructions: MCP_INSTRUCTIONS },
  );
  registerInvestorTools(server, ctx);
  if (ctx.caller.role === 'founder') {
    registerIdeaTools(server, ctx);
    registerPipelineTools(server, ctx);
  }
  return server;
}
