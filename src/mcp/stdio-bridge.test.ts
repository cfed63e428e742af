import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { bridgeErrorMessage } from './stdio-bridge';

const URL_ = new URL('http://localhost:3000/mcp');

describe('the stdio bridge’s errors', () => {
  it('says what the user can fix: the key, the URL, or starting Roundwise', () => {
    expect(bridgeErrorMessage(new StreamableHTTPError(401, 'Error POSTing'), URL_)).toMatch(
      /^Roundwise refused the API key in ROUNDWISE_API_KEY/,
    );
    expect(bridgeErrorMessage(new StreamableHTTPError(404, 'Not found'), URL_)).toBe(
      'http://localhost:3000/mcp is not a Roundwise MCP endpoint: check ROUNDWISE_URL.',
    );
    expect(bridgeErrorMessage(new TypeError('fetch failed'), URL_)).toMatch(
      /^Cannot reach Roundwise at http:\/\/localhost:3000: is it running/,
    );
  });

  it('passes a protocol error on, and keeps only the first line of anything else', () => {
    const mcp = new McpError(ErrorCode.InvalidParams, 'Tool x not found');
    expect(bridgeErrorMessage(mcp, URL_)).toBe(mcp.message);
    const odd = new Error('Something odd\n    at secret (/src/file.ts:1:2)');
    expect(bridgeErrorMessage(odd, URL_)).toBe('Roundwise could not be asked: Something odd');
  });
});
