import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../core/dataset/dataset';
import { loadDataset } from '../data/load-dataset';
import { nameResolver, readCaseFile } from './case-file';
import { casesFrom, investorsBefore } from './time-split';

const CUTOFF = '2013-01-01';
const AS_OF = '2013-06-30';
let data: Dataset;

beforeAll(async () => {
  data = await loadDataset();
}, 60_000);

describe('the time split', () => {
  it('builds every profile from deals dated before the cutoff only', () => {
    const profiles = investorsBefore(data, CUTOFF);
    expect(profiles).toHaveLength(data.investors.length);
    const before = new Map<string, number>();
    const roundDate = new Map(data.rounds.map((r) => [r.id, r.funded_at]));
    for (const r of data.rounds)
      if (r.funded_at && r.funded_at < CUTOFF)
        for (const id of r.investor_ids) before.set(id, (before.get(id) ?? 0) + 1);
    let withDeals = 0;
    for (const p of profiles) {
      expect(p.investment_count).toBe(before.get(p.id) ?? 0);
      if (p.investment_count) withDeals += 1;
      if (p.last_investment_date) expect(p.last_investment_date < CUTOFF).toBe(true);
      for (const inv of p.recent_investments) expect(roundDate.get(inv.round_id)! < CUTOFF).toBe(true);
    }
    expect(withDeals).toBeGreaterThan(5000);
  }, 60_000);

  it('keeps what the directories state of a firm, as the product reads it, and nothing with --no-directory', () => {
    const shipped = new Map(data.investors.map((i) => [i.id, i]));
    const withDirectory = investorsBefore(data, CUTOFF);
    const bare = investorsBefore(data, CUTOFF, { directory: false });
    let stated = 0;
    withDirectory.forEach((p, i) => {
      const s = shipped.get(p.id)!;
      expect(p.stated_stages).toEqual(s.stated_stages);
      expect(p.stated_focus).toEqual(s.stated_focus);
      expect(p.invests_in).toEqual(s.invests_in);
      expect(p.portfolio_count).toBe(s.portfolio_count);
      if (s.check_size_source === 'stated') {
        stated += 1;
        expect([p.check_size_min, p.check_size_max]).toEqual([s.check_size_min, s.check_size_max]);
      }
      // Nothing stated without the directories (scraped long after the cutoff).
      const b = bare[i]!;
      expect(b.check_size_source).not.toBe('stated');
      expect(b.description_source).not.toBe('source');
      expect(b.stated_focus).toEqual([]);
      expect(b.invests_in).toEqual([]);
      expect(b.portfolio_count).toBeNull();
    });
    expect(stated).toBeGreaterThan(5000);
  }, 60_000);

  it('computes status against the cutoff: hot means a deal in the 3 months before it', () => {
    const profiles = investorsBefore(data, CUTOFF);
    for (const p of profiles.filter((x) => x.status === 'hot').slice(0, 200))
      expect(p.last_investment_date! >= '2012-10-01').toBe(true);
    const shipped = new Map(data.investors.map((i) => [i.id, i]));
    // An investor with deals only after the cutoff is cold before it, whatever it is now.
    const lateOnly = profiles.find((p) => p.investment_count === 0 && shipped.get(p.id)!.status === 'hot');
    expect(lateOnly?.status).toBe('cold');
  }, 60_000);

  it('makes a case of each later round with a known investor and sector, with its slices', () => {
    const { cases, withoutSector } = casesFrom(data, CUTOFF, AS_OF);
    expect(cases.length).toBeGreaterThan(1000);
    expect(withoutSector).toBeGreaterThan(0);
    for (const c of cases) {
      expect(c.date! >= CUTOFF && c.date! <= AS_OF).toBe(true);
      expect(c.truth.length).toBeGreaterThan(0);
      expect(c.industry).not.toBeNull();
      expect(c.slices).toContain(`sector:${c.industry}`);
    }
    const first = cases.find((c) => c.slices.includes('first-round'))!;
    const company = data.rounds.find((r) => r.id === first.id)!.company_id!;
    expect(
      data.roundsByCompany
        .get(company)!
        .every((r) => r.id === first.id || !r.funded_at || r.funded_at >= first.date!),
    ).toBe(true);
  }, 60_000);
});

describe('case files', () => {
  it('resolve investor names as the data build does', () => {
    const resolve = nameResolver(data.investors);
    expect(resolve('Accel Partners')).toBe('accel');
    expect(resolve('ACCEL PARTNERS, L.P.')).toBe('accel');
    expect(resolve('Accel-KKR')).toBe('accel-kkr');
    expect(resolve('A Fund That Does Not Exist')).toBeNull();
  });

  it('keep known investors, count cases with none, and refuse a bad line naming its field', async () => {
    const parsed = await readCaseFile('tests/fixtures/evals/cases.jsonl', data.investors);
    expect(parsed.cases.map((c) => c.id)).toEqual(['biotech-a', 'software-seed']);
    expect(parsed.cases[1]!.truth).toEqual(['accel']);
    expect(parsed.skipped).toBe(1);
    expect(parsed.unknownNames).toBe(1);
    const bad = path.join('tests/.artifacts', 'bad-cases.jsonl');
    await import('node:fs/promises').then((fs) =>
      fs
        .mkdir('tests/.artifacts', { recursive: true })
        .then(() => fs.writeFile(bad, '{"id": "x", "investors": []}\n')),
    );
    await expect(readCaseFile(bad, data.investors)).rejects.toThrow(
      'bad-cases.jsonl:1: investors: investors must name at least one investor',
    );
  });
});

describe('npm run evals -- --model', () => {
  it('refuses, for a time split, a model that learned from rounds from the cutoff on', async () => {
    const run = promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'evals/run.ts',
      '--model',
      'data/match-model.json',
      '--cutoff',
      CUTOFF,
    ]);
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        '--model: data/match-model.json learned from rounds before 2013-07-01, after the cutoff 2013-01-01',
      ),
    });
    // A child process that loads tsx: seconds on a busy machine, well past the default five.
  }, 60_000);
});

describe('npm run evals -- --cases', () => {
  it('scores a case file with the product matcher and both baselines, ending with the summary line', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'evals/run.ts', '--cases', 'tests/fixtures/evals/cases.jsonl', '--skip-writers'],
      { timeout: 120_000 },
    );
    const lines = stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(
      /^recall@50=\d\.\d{4} popularity_recall@50=\d\.\d{4} lift=\d+\.\d{3} first_round_lift=n\/a no_deal_top50=\d\.\d{3} cases=2$/,
    );
    expect(stdout).toContain('1 skipped (none of their investors is known)');
    expect(stdout).toMatch(/^matcher +all +2 /m);
    expect(stdout).toMatch(/^popularity +all +2 /m);
    expect(stdout).toMatch(/^random +all +2 /m);
    const file = stdout.match(/Results: (evals\/results\/\S+\.json)/)![1]!;
    const saved = JSON.parse(await readFile(file, 'utf8'));
    await rm(file);
    expect(saved).toMatchObject({ mode: 'case-file', cases: 2, skipped: 1 });
    expect(saved.results.map((r: { system: string }) => r.system)).toEqual([
      'matcher',
      'popularity',
      'random',
    ]);
  }, 150_000);
});
