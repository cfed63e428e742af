import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInvestorDirectory, matchKey } from '../../src/investors/investor-directory';
import { InvestorVectors } from '../../src/vectors/lance-store';
import { OnnxEmbedder } from '../../src/vectors/onnx-embedder';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Counts the matcher's runs, and runs it for real.
const runs = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../core/matching/match-investors', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../core/matching/match-investors')>();
  return {
    ...real,
    matchInvestors: (...args: Parameters<typeof real.matchInvestors>) => {
      runs.count += 1;
      return real.matchInvestors(...args);
    },
  };
});

let app: TestApp;
let embedder: OnnxEmbedder;
beforeAll(async () => {
  [app, embedder] = await Promise.all([startTestApp(), OnnxEmbedder.open()]);
});
afterAll(() => Promise.all([app.close(), embedder.close()]));

/** A directory of its own over the test app's Postgres and LanceDB, as a server process builds it. */
function directory() {
  return createInvestorDirectory({
    db: app.db,
    vectors: new InvestorVectors(app.lanceDir),
    embedder,
  });
}

const ASK = {
  idea: 'Seed fintech in London raising £1.5M: card fraud scoring for small online merchants',
  stage: 'seed' as const,
  location: 'London, UK',
  limit: 10,
};

describe('match answers are kept per request until the data changes', () => {
  it('ranks a request once: asking again, or with other spacing, gets the same answer without ranking again', async () => {
    const investors = directory();
    runs.count = 0;
    const first = await investors.match(ASK);
    expect(first.matches.length).toBeGreaterThan(0);
    expect(runs.count).toBe(1);
    const again = await investors.match({ ...ASK, idea: `  ${ASK.idea.replace(/ /g, '  ')} ` });
    expect(runs.count).toBe(1);
    expect(again.matches.map((m) => [m.investor.id, m.score])).toEqual(
      first.matches.map((m) => [m.investor.id, m.score]),
    );
    expect(again.as_of).toBe(first.as_of);
  });

  it('warming runs the matcher before serving and keeps none of its answers', async () => {
    const warmed = directory();
    runs.count = 0;
    await warmed.warm();
    expect(runs.count).toBeGreaterThan(0);
    runs.count = 0;
    const answer = await warmed.match(ASK);
    expect(runs.count).toBe(1);
    const cold = await directory().match(ASK);
    expect(answer.matches.map((m) => [m.investor.id, m.score])).toEqual(
      cold.matches.map((m) => [m.investor.id, m.score]),
    );
  });

  it('ranks the same request arriving twice at once only once', async () => {
    const investors = directory();
    await investors.warm();
    runs.count = 0;
    const [a, b] = await Promise.all([investors.match(ASK), investors.match(ASK)]);
    expect(runs.count).toBe(1);
    expect(b.matches.map((m) => m.investor.id)).toEqual(a.matches.map((m) => m.investor.id));
  });

  it('ranks again for any other field, after vectors change, and after a reload', async () => {
    const investors = directory();
    await investors.match(ASK);
    runs.count = 0;
    await investors.match({ ...ASK, stage: 'series-a' });
    await investors.match({ ...ASK, location: 'Berlin, Germany' });
    await investors.match({ ...ASK, limit: 5 });
    await investors.match({ ...ASK, check_size: 1500 });
    await investors.match({ ...ASK, company: 'Acme' });
    await investors.match({ ...ASK, focus: ['fintech'] });
    expect(runs.count).toBe(6);

    investors.vectorsChanged();
    // The cache is cleared once the snapshot's promise settles: the next ask ranks again.
    await new Promise((r) => setImmediate(r));
    await investors.match(ASK);
    expect(runs.count).toBe(7);

    await investors.refresh();
    await investors.match(ASK);
    expect(runs.count).toBe(8);
  });

  it('keys a request by every field that changes the answer, and by none that does not', () => {
    const key = matchKey(ASK);
    expect(matchKey({ ...ASK, idea: `${ASK.idea}   ` })).toBe(key);
    expect(matchKey({ ...ASK, location: ' London, UK ' })).toBe(key);
    for (const other of [
      { ...ASK, idea: `${ASK.idea}.` },
      { ...ASK, stage: 'pre-seed' },
      { ...ASK, check_size: 1 },
      { ...ASK, location: 'London, Ontario' },
      { ...ASK, company: 'Acme' },
      { ...ASK, focus: ['fintech'] },
      { ...ASK, limit: 11 },
    ])
      expect(matchKey(other)).not.toBe(key);
  });
});

describe("an idea's nearest investors are kept until the vector table changes", () => {
  it('answers the same search from memory, and searches the table again after a reset', async () => {
    const vectors = new InvestorVectors(app.lanceDir);
    const [query] = await embedder.embed(['Card fraud scoring for small online merchants']);
    const first = await vectors.nearest(query!, 50);
    expect(first).toHaveLength(50);
    // The same answer object: no second search.
    expect(await vectors.nearest(query!, 50)).toBe(first);
    // Another limit or filter is another search.
    const fewer = await vectors.nearest(query!, 10);
    expect(fewer).not.toBe(first);
    expect(fewer.map((h) => h.id)).toEqual(first.slice(0, 10).map((h) => h.id));
    vectors.reset();
    const after = await vectors.nearest(query!, 50);
    expect(after).not.toBe(first);
    expect(after.map((h) => h.id)).toEqual(first.map((h) => h.id));
  });
});
