// Invariants of the committed data files, read through the same loader the app uses. Each check collects the
// offending records and expects none, which keeps 100k-record checks fast and failures readable.
import { beforeAll, describe, expect, it } from 'vitest';
import { FOCUS_AREAS, INVESTOR_STATUSES } from '../../core/contracts/vocabulary.ts';
import { computeStatus } from '../../core/dataset/investor-status.ts';
import {
  type CompanyRecord,
  type DataMeta,
  FIRM_TYPES,
  type InvestorRecord,
  type RoundRecord,
  SOURCE_NAMES,
} from '../../core/dataset/records.ts';
import { STAGES } from '../../core/vocabulary/stages.ts';
import { readCompanies, readInvestors, readMeta, readRounds } from '../read-data.ts';

let investors: InvestorRecord[];
let rounds: RoundRecord[];
let companies: CompanyRecord[];
let meta: DataMeta;

beforeAll(async () => {
  [investors, rounds, companies, meta] = await Promise.all([
    readInvestors(),
    readRounds(),
    readCompanies(),
    readMeta(),
  ]);
}, 60_000);

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ids = (records: ReadonlyArray<{ id: string }>) => records.map((r) => r.id);

describe('committed investors', () => {
  it('has at least 20,000 investors, as meta.json says', () => {
    expect(investors.length).toBeGreaterThanOrEqual(20_000);
    expect(meta.counts.investors).toBe(investors.length);
  });

  it('has unique slug ids', () => {
    expect(new Set(ids(investors)).size).toBe(investors.length);
    expect(ids(investors.filter((i) => !SLUG.test(i.id)))).toEqual([]);
  });

  it('contains no e-mail address and no personal LinkedIn URL anywhere', () => {
    const offending = investors.filter((i) => {
      const text = JSON.stringify(i);
      return EMAIL.test(text) || /linkedin\.com\/(in|pub)\//i.test(text);
    });
    expect(ids(offending)).toEqual([]);
    const linkedIn = investors.filter((i) => i.linkedin_url);
    expect(linkedIn.length).toBeGreaterThan(0);
    expect(
      ids(linkedIn.filter((i) => !i.linkedin_url!.startsWith('https://www.linkedin.com/company/'))),
    ).toEqual([]);
  });

  it('uses only known stages, statuses, firm types, and spec focus areas before finer tags', () => {
    const stages = new Set<string>(STAGES);
    const focus = new Set<string>(FOCUS_AREAS);
    const bad = investors.filter(
      (i) =>
        i.stages.some((s) => !stages.has(s)) ||
        !INVESTOR_STATUSES.includes(i.status) ||
        (i.firm_type !== null && !FIRM_TYPES.includes(i.firm_type)) ||
        i.focus_areas.some((f) => !SLUG.test(f)) ||
        i.focus_areas.some((f, n) => focus.has(f) && n > 0 && !focus.has(i.focus_areas[n - 1]!)),
    );
    expect(ids(bad)).toEqual([]);
  });

  it('dates the data at the latest investment and computes every status from it', () => {
    const latest = investors.reduce(
      (max, i) => (i.last_investment_date && i.last_investment_date > max ? i.last_investment_date : max),
      '',
    );
    expect(meta.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(meta.as_of).toBe(latest);
    expect(
      ids(investors.filter((i) => i.status !== computeStatus(i.last_investment_date, meta.as_of))),
    ).toEqual([]);
    expect(new Set(investors.map((i) => i.status))).toEqual(new Set(INVESTOR_STATUSES));
  });

  it('states check sizes as ordered thousands of USD with their source', () => {
    const bad = investors.filter(
      (i) =>
        (i.check_size_source === null) !== (i.check_size_min === null && i.check_size_max === null) ||
        (i.check_size_min !== null && i.check_size_max !== null && i.check_size_min > i.check_size_max) ||
        (i.check_size_max ?? 0) > 1_000_000,
    );
    expect(ids(bad)).toEqual([]);
  });

  it('keeps the source ids of merged records, each in one investor only', () => {
    const sources = new Set<string>(SOURCE_NAMES);
    const unsourced = investors.filter(
      (i) => i.source_ids.length === 0 || i.source_ids.some((s) => !sources.has(s.source)),
    );
    expect(ids(unsourced)).toEqual([]);
    const accel = investors.find((i) =>
      i.source_ids.some((s) => s.source === 'crunchbase' && s.id === 'Accel Partners'),
    );
    expect(accel?.source_ids.map((s) => s.source)).toContain('fundraisingfox');
    const keys = investors.flatMap((i) => i.source_ids.map((s) => `${s.source}:${s.id}`));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('committed rounds and companies', () => {
  it('links only to investors and companies that exist, up to the as-of date', () => {
    const investorIds = new Set(ids(investors));
    const companyIds = new Set(ids(companies));
    const badRounds = rounds.filter(
      (r) =>
        r.investor_ids.some((id) => !investorIds.has(id)) ||
        (r.company_id !== null && !companyIds.has(r.company_id)) ||
        (r.funded_at !== null && r.funded_at > meta.as_of),
    );
    expect(ids(badRounds)).toEqual([]);
    expect(ids(companies.filter((c) => c.investor_ids.some((id) => !investorIds.has(id))))).toEqual([]);
    expect(new Set(ids(rounds)).size).toBe(rounds.length);
  });

  it('lets every investor statistic be recomputed from rounds', () => {
    const byId = new Map(rounds.map((r) => [r.id, r]));
    const dealsOf = new Map<string, RoundRecord[]>();
    for (const r of rounds) for (const id of r.investor_ids) dealsOf.set(id, [...(dealsOf.get(id) ?? []), r]);
    const bad = investors.filter((i) => {
      const deals = dealsOf.get(i.id) ?? [];
      const last = deals.reduce((max, r) => (r.funded_at && r.funded_at > max ? r.funded_at : max), '');
      return (
        i.investment_count !== deals.length ||
        i.last_investment_date !== (last || null) ||
        i.recent_investments.length !== Math.min(10, deals.length) ||
        i.recent_investments.some((ri) => {
          const round = byId.get(ri.round_id);
          return (
            !round?.investor_ids.includes(i.id) ||
            ri.company !== round.company_name ||
            ri.round !== round.round
          );
        })
      );
    });
    expect(ids(bad)).toEqual([]);
  });
});

describe('committed investors: the places, firms and cheques the matcher stands on', () => {
  const named = (id: string) => investors.find((i) => i.id === id);

  it('places each investor where its city is (the gazetteer decides)', () => {
    expect([named('atlantico')?.location, named('atlantico')?.country]).toEqual(['Sao Paulo, BR', 'BR']);
    expect(named('radical-ventures')?.country).toBe('CA');
    expect(named('ajim-capital')?.country).toBe('NG');
    expect([named('target-global')?.location, named('target-global')?.country]).toEqual(['Germany', 'DE']);
    expect(named('better-capital')?.country).toBe('IN');
  });

  it('is one investor for a firm under two names, with both sources', () => {
    const sourcesOf = (id: string) => named(id)?.source_ids.map((s) => `${s.source}:${s.id}`) ?? [];
    expect(sourcesOf('gv-google-ventures')).toContain('crunchbase:Google Ventures');
    expect(sourcesOf('dcvc-data-collective')).toContain('crunchbase:Data Collective');
    expect(sourcesOf('new-enterprise-associates-nea')).toContain('crunchbase:New Enterprise Associates');
    expect(sourcesOf('astella')).toContain('vcmatchmaker:astella-investimentos');
    expect(investors.filter((i) => i.name === 'Scout Ventures')).toHaveLength(1);
    expect(investors.filter((i) => i.name === 'M Venture Partners (MVP)')).toHaveLength(1);
  });

  it('keeps no stated cheque that cannot be true, and logs each one dropped with its source', async () => {
    expect(named('antler')?.check_size_min).toBeLessThanOrEqual(2000);
    const { readFile } = await import('node:fs/promises');
    const log = JSON.parse(await readFile(new URL('../cleaning-log.json', import.meta.url), 'utf8')) as {
      id: string;
      field: string;
      source: string;
      reason: string;
    }[];
    const antler = log.find((n) => n.id === 'antler' && n.field === 'check_size');
    expect(antler).toMatchObject({ source: 'fundraisingfox' });
    expect(antler?.reason).toMatch(/median pre-seed round/);
    expect(log.filter((n) => n.field === 'location').length).toBe(meta.cleaned?.locations_fixed);
  });
});
