import { describe, expect, it } from 'vitest';
import {
  claudeDesktopConfig,
  cursorConfig,
  genericConfig,
  MCP_TOOLS,
  mcpCurlExample,
  mcpEndpoint,
} from './mcp-config';

const ORIGIN = 'https://app.example.com';

describe('the MCP configuration on /api-docs', () => {
  it("gives Claude Desktop a stdio server that runs npm run mcp quietly, with this site's address", () => {
    expect(JSON.parse(claudeDesktopConfig(`${ORIGIN}/`))).toEqual({
      mcpServers: {
        roundwise: {
          command: 'npm',
          args: ['run', '--silent', '--prefix', '/path/to/roundwise', 'mcp'],
          env: { ROUNDWISE_API_KEY: 'YOUR_API_KEY', ROUNDWISE_URL: ORIGIN },
        },
      },
    });
  });

  it('gives Cursor the /mcp URL with the key in the Authorization header', () => {
    expect(JSON.parse(cursorConfig(ORIGIN))).toEqual({
      mcpServers: {
        roundwise: {
          url: 'https://app.example.com/mcp',
          headers: { Authorization: 'Bearer YOUR_API_KEY' },
        },
      },
    });
  });

  it('tells any other client the transport, URL and header, and lists the tools with one curl', () => {
    expect(mcpEndpoint(`${ORIGIN}//`)).toBe('https://app.example.com/mcp');
    const generic = genericConfig(ORIGIN);
    expect(generic).toContain('Streamable HTTP');
    expect(generic).toContain('URL:       https://app.example.com/mcp');
    expect(generic).toContain('npm run --silent mcp');
    const curl = mcpCurlExample(ORIGIN).split(' \\\n');
    expect(curl[0]).toBe('curl -X POST "https://app.example.com/mcp"');
    expect(curl.at(-1)).toBe(`  -d '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'`);
  });

  it('lists the nine tools, the founder-only ones marked', () => {
    expect(MCP_TOOLS).toHaveLength(9);
    expect(MCP_TOOLS.filter((t) => t.founderOnly).map((t) => t.name)).toEqual([
      'list_my_ideas',
      'get_idea_analysis',
      'list_pipeline',
      'add_pipeline_entry',
      'set_follow_up',
    ]);
  });
});
