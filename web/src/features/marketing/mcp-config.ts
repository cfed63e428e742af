// What /api-docs shows about the MCP server (src/mcp): its tools, and copy-paste configuration for assistants.
// Pure, so the snippets are tested as strings: a client that gets a malformed one fails without saying why.

const MCP_KEY_PLACEHOLDER = 'YOUR_API_KEY';

export type McpToolView = { name: string; summary: string; founderOnly: boolean };

/** The tools as the server lists them (src/mcp/*-tools.ts), in the order an assistant would use them. */
export const MCP_TOOLS: McpToolView[] = [
  {
    name: 'search_investors',
    summary: 'Search and filter investors, as GET /investors.',
    founderOnly: false,
  },
  {
    name: 'match_round',
    summary: 'Rank investors for a round, with a dated reason per dimension, as POST /match.',
    founderOnly: false,
  },
  { name: 'get_investor', summary: "One investor's profile and recent deals.", founderOnly: false },
  {
    name: 'get_portfolio',
    summary: "An investor's companies, each round with its date.",
    founderOnly: false,
  },
  {
    name: 'list_my_ideas',
    summary: "The founder's ideas, and whether each was analysed.",
    founderOnly: true,
  },
  {
    name: 'get_idea_analysis',
    summary: "An idea's saved analysis: investors, design partners, strategy.",
    founderOnly: true,
  },
  {
    name: 'list_pipeline',
    summary: "An idea's fundraising pipeline, with follow-up dates.",
    founderOnly: true,
  },
  { name: 'add_pipeline_entry', summary: 'Add an investor to the pipeline.', founderOnly: true },
  { name: 'set_follow_up', summary: "Set an entry's next follow-up date, with a note.", founderOnly: true },
];

export function mcpEndpoint(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/mcp`;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * Claude Desktop starts its MCP servers as local processes: `npm run --silent mcp` in a Roundwise checkout passes
 * each call on to this site's /mcp with the key (`--silent`, because npm would print its banner on stdout).
 */
export function claudeDesktopConfig(origin: string): string {
  return json({
    mcpServers: {
      roundwise: {
        command: 'npm',
        args: ['run', '--silent', '--prefix', '/path/to/roundwise', 'mcp'],
        env: { ROUNDWISE_API_KEY: MCP_KEY_PLACEHOLDER, ROUNDWISE_URL: origin.replace(/\/+$/, '') },
      },
    },
  });
}

/** Cursor reaches a remote server over Streamable HTTP by its URL, with the key in a header. */
export function cursorConfig(origin: string): string {
  return json({
    mcpServers: {
      roundwise: {
        url: mcpEndpoint(origin),
        headers: { Authorization: `Bearer ${MCP_KEY_PLACEHOLDER}` },
      },
    },
  });
}

/** What any MCP client needs: the endpoint and its header, or the stdio command. */
export function genericConfig(origin: string): string {
  return [
    'Transport: Streamable HTTP (stateless, JSON answers)',
    `URL:       ${mcpEndpoint(origin)}`,
    `Header:    Authorization: Bearer ${MCP_KEY_PLACEHOLDER}`,
    '',
    'Or over stdio, from a Roundwise checkout:',
    `ROUNDWISE_API_KEY=${MCP_KEY_PLACEHOLDER} ROUNDWISE_URL=${origin.replace(/\/+$/, '')} npm run --silent mcp`,
  ].join('\n');
}

/** A curl that lists the tools: the server keeps no session, so no handshake comes first. */
export function mcpCurlExample(origin: string): string {
  return [
    `curl -X POST "${mcpEndpoint(origin)}"`,
    `  -H "Authorization: Bearer ${MCP_KEY_PLACEHOLDER}"`,
    '  -H "Content-Type: application/json"',
    '  -H "Accept: application/json, text/event-stream"',
    `  -d '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'`,
  ].join(' \\\n');
}
