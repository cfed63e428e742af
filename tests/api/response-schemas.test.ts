import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * The routes that answer no JSON body, so declare no `response:` schema (src/api/access.ts), and why. Every other
 * route, of the app and of /api/v1, declares one: a new route without it fails here.
 */
const NO_JSON_ANSWER: Record<string, string> = {
  'GET /runs/:id/events': 'server-sent events',
  'GET /notifications/stream': 'server-sent events',
  'GET /ideas/:id/documents/:docId': 'the document file itself',
  'GET /ideas/:id/pipeline/export.csv': 'a CSV download',
  'DELETE /ideas/:id/pipeline/entries/:entryId': '204, no body',
  'GET /workbench/runs/:id/history': "a download in the engine's own format (Temporal's history JSON)",
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('every route that answers JSON declares its answer', () => {
  it('is checked against it under the tests', () => {
    // The api and browser projects set it (vitest.config.ts); without it no answer would be parsed.
    expect(process.env.CHECK_RESPONSES).toBe('1');
  });

  it('declares a response schema on every route but the few that answer no JSON', () => {
    const name = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
    const undeclared = app.routes.filter((r) => !r.schemas?.response).map(name);
    expect(undeclared.sort()).toEqual(Object.keys(NO_JSON_ANSWER).sort());
    // The public API included: its five routes are listed with the app's, under /v1.
    const v1 = app.routes.filter((r) => r.path.startsWith('/v1/'));
    expect(v1.map(name).sort()).toEqual([
      'GET /v1/investors',
      'GET /v1/investors/:id',
      'GET /v1/openapi.json',
      'GET /v1/portfolio/:investorId',
      'POST /v1/match',
    ]);
    expect(v1.every((r) => r.schemas?.response)).toBe(true);
    expect(app.routes.length - undeclared.length).toBeGreaterThan(80);
  });
});
