import { describe, expect, it } from 'vitest';
import {
  buildConsoleRequest,
  CONSOLE_TABS,
  type ConsoleInputs,
  countOutcome,
  EMPTY_INPUTS,
  EMPTY_SUMMARY,
  formatElapsed,
  formatJson,
  statusLine,
} from './api-console';

const inputs = (patch: Partial<ConsoleInputs> = {}): ConsoleInputs => ({ ...EMPTY_INPUTS, ...patch });
const IDEA = '3f2b8a8e-6c1d-4a57-9f0e-2b7c1d9e4a10';

describe('the console tabs', () => {
  it('are exactly the nine of the spec, in order', () => {
    expect(CONSOLE_TABS.map((t) => t.label)).toEqual([
      'Analyze Idea',
      'Onboarding',
      'Embeddings',
      'Advisor',
      'LinkedIn',
      'Portfolio',
      'Import VCs',
      'Database',
      'RPC',
    ]);
    expect(new Set(CONSOLE_TABS.map((t) => t.id)).size).toBe(9);
  });
});

describe('buildConsoleRequest', () => {
  it('builds each tab request from its own inputs', () => {
    expect(buildConsoleRequest('analyze-idea', inputs({ ideaId: ` ${IDEA} ` }))).toEqual({
      ok: true,
      value: { method: 'POST', path: '/api/functions/analyze-idea', body: { ideaId: IDEA } },
    });
    expect(
      buildConsoleRequest('onboarding', inputs({ ideaDescription: 'Freight copilot', role: 'advisor' })),
    ).toEqual({
      ok: true,
      value: {
        method: 'POST',
        path: '/api/functions/analyze-onboarding',
        body: { background: '', ideaDescription: 'Freight copilot', fundraisingGoal: '', role: 'advisor' },
      },
    });
    expect(
      buildConsoleRequest('embeddings', inputs({ embeddingType: 'profile', embeddingId: 'u1' })),
    ).toMatchObject({ ok: true, value: { body: { type: 'profile', id: 'u1' } } });
    expect(
      buildConsoleRequest('linkedin', inputs({ linkedinUrl: 'https://www.linkedin.com/in/jane-doe' })),
    ).toMatchObject({ ok: true, value: { body: { linkedinUrl: 'https://www.linkedin.com/in/jane-doe' } } });
    expect(buildConsoleRequest('portfolio', inputs({ investorId: 'inv1' }))).toMatchObject({
      ok: true,
      value: { path: '/api/functions/scrape-portfolio', body: { investor_id: 'inv1' } },
    });
    expect(buildConsoleRequest('import-vcs', inputs())).toMatchObject({ ok: true, value: { body: {} } });
    expect(
      buildConsoleRequest('import-vcs', inputs({ startUrl: 'https://dir.example/?page=1', maxPages: '3' })),
    ).toMatchObject({
      ok: true,
      value: { body: { startUrls: ['https://dir.example/?page=1'], maxPages: 3 } },
    });
    expect(buildConsoleRequest('rpc', inputs({ uid: 'user-1' }))).toEqual({
      ok: true,
      value: { method: 'POST', path: '/api/rpc/get_user_primary_role', body: { uid: 'user-1' } },
    });
  });

  it('sends the input-less tabs as GETs', () => {
    expect(buildConsoleRequest('advisor', inputs())).toEqual({
      ok: true,
      value: { method: 'GET', path: '/api/advisor/recommendations' },
    });
    expect(buildConsoleRequest('database', inputs())).toEqual({
      ok: true,
      value: { method: 'GET', path: '/api/admin/database' },
    });
  });

  it("refuses bad inputs with the contract's message, keyed by the input", () => {
    expect(buildConsoleRequest('analyze-idea', inputs({ ideaId: 'abc' }))).toEqual({
      ok: false,
      field: 'ideaId',
      message: 'Idea id must be a UUID',
    });
    expect(buildConsoleRequest('onboarding', inputs())).toEqual({
      ok: false,
      field: 'ideaDescription',
      message: 'Idea description is required',
    });
    expect(buildConsoleRequest('embeddings', inputs())).toEqual({
      ok: false,
      field: 'embeddingId',
      message: 'Id is required',
    });
    expect(buildConsoleRequest('linkedin', inputs({ linkedinUrl: 'https://example.com/me' }))).toMatchObject({
      field: 'linkedinUrl',
      message: expect.stringContaining('LinkedIn profile URL'),
    });
    expect(buildConsoleRequest('portfolio', inputs())).toEqual({
      ok: false,
      field: 'investorId',
      message: 'Please choose an investor to scrape',
    });
    expect(buildConsoleRequest('import-vcs', inputs({ startUrl: 'nope' }))).toMatchObject({
      field: 'startUrl',
      message: 'Start URL must be a full http(s) URL',
    });
    expect(buildConsoleRequest('import-vcs', inputs({ maxPages: '5000' }))).toMatchObject({
      field: 'maxPages',
      message: 'Max pages must be at most 1000',
    });
    expect(buildConsoleRequest('rpc', inputs({ uid: '  ' }))).toEqual({
      ok: false,
      field: 'uid',
      message: 'uid is required',
    });
  });
});

describe('summary', () => {
  it('counts successes, failures and the total', () => {
    const s = [true, false, true].reduce(countOutcome, EMPTY_SUMMARY);
    expect(s).toEqual({ successful: 2, failed: 1, total: 3 });
    expect(EMPTY_SUMMARY).toEqual({ successful: 0, failed: 0, total: 0 });
  });
});

describe('formatting', () => {
  it('pretty-prints JSON, JSON strings and plain text', () => {
    expect(formatJson({ a: [1, { b: null }] })).toBe(
      '{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ]\n}',
    );
    expect(formatJson('{"x":1}')).toBe('{\n  "x": 1\n}');
    expect(formatJson('<html>oops</html>')).toBe('<html>oops</html>');
    expect(formatJson(null)).toBe('null');
    expect(formatJson(undefined)).toBe('');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(formatJson(circular)).toBe('[object Object]');
  });

  it('formats the time taken', () => {
    expect(formatElapsed(183.6)).toBe('184 ms');
    expect(formatElapsed(1_240)).toBe('1.24 s');
    expect(formatElapsed(65_000)).toBe('1 min 5 s');
    expect(formatElapsed(Number.NaN)).toBe('');
  });

  it('names HTTP statuses', () => {
    expect(statusLine(200)).toBe('200 OK');
    expect(statusLine(202)).toBe('202 Accepted');
    expect(statusLine(403)).toBe('403 Forbidden');
    expect(statusLine(418)).toBe('418');
    expect(statusLine(0)).toBe('Network error');
  });
});
