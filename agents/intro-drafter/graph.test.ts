import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentEvent } from '../models/events';
import { fakeChatModel } from '../models/fake-model';
import { type Dataset, loadDataset } from '../shared/dataset';
import { graph } from './graph';
import type { IntroInvestor } from './state';
import { checkIntro } from './tools';

const idea = {
  title: 'Clinicflow',
  description:
    'Clinicflow automates patient intake and scheduling for outpatient clinics with an AI assistant. It cuts no-shows and front-desk work.',
  industry: 'healthcare',
  stage: 'seed',
};

let data: Dataset;
let investors: IntroInvestor[];
let noHistory: IntroInvestor;

const toInput = (i: Dataset['investors'][number]): IntroInvestor => ({
  name: i.name,
  focus: i.focus_areas,
  recent_investments: i.recent_investments.map(({ company, round, amount, year }) => ({
    company,
    round,
    amount,
    year,
  })),
});

beforeAll(async () => {
  data = await loadDataset();
  // Busy investors with several recent deals, some in healthcare, plus one with none on record.
  investors = data.investors
    .filter((i) => i.recent_investments.length >= 5)
    .sort((a, b) => b.investment_count - a.investment_count || a.id.localeCompare(b.id))
    .slice(0, 8)
    .map(toInput);
  const cold = data.investors.find((i) => i.recent_investments.length === 0 && i.focus_areas.length > 1)!;
  noHistory = toInput(cold);
}, 30_000);

const companiesOf = (inv: IntroInvestor) => inv.recent_investments.map((r) => r.company);

describe('IntroDrafter offline', () => {
  it('cites a real recent investment of each investor and names no other candidate company', async () => {
    const { intros } = await graph.invoke({
      idea,
      founderName: 'Ada Lovelace',
      investors: [...investors, noHistory],
    });
    expect(intros).toHaveLength(investors.length + 1);
    const candidates = [...investors, noHistory].flatMap(companiesOf);
    for (const [i, inv] of investors.entries()) {
      const intro = intros[i]!;
      expect(intro.investor).toBe(inv.name);
      expect(companiesOf(inv)).toContain(intro.citedCompany);
      expect(intro.body).toContain(intro.citedCompany!);
      expect(intro.body).toContain('Ada Lovelace');
      expect(checkIntro(intro, inv, candidates)).toBeNull();
      expect(intro.draftedBy).toBe('offline');
    }
    const last = intros.at(-1)!;
    expect(last.citedCompany).toBeNull();
    const focus = noHistory.focus.filter((f) => f !== 'generalist');
    expect(focus.some((f) => last.body.includes(f))).toBe(true);
  });

  it('prefers the recent investment whose company shares the idea sector', async () => {
    const { intros } = await graph.invoke({ idea, founderName: 'Ada', investors });
    let checked = 0;
    for (const [i, inv] of investors.entries()) {
      const health = inv.recent_investments.filter((r) =>
        data.companiesByName.get(r.company.toLowerCase())?.some((c) => c.sectors.includes('healthcare')),
      );
      if (health.length === 0) continue;
      checked++;
      expect(health.map((h) => h.company)).toContain(intros[i]!.citedCompany);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('IntroDrafter with a model', () => {
  it('rejects an intro citing a company the investor never backed, retries, and keeps the valid answer', async () => {
    const [a, b] = investors as [IntroInvestor, IntroInvestor];
    const foreign = companiesOf(b).find((c) => !companiesOf(a).includes(c))!;
    const own = companiesOf(a)[0]!;
    const model = fakeChatModel([
      { subject: 'Hello', body: `Loved your bet on ${foreign}.`, citedCompany: foreign },
      { subject: 'Hello', body: `Loved your bet on ${own}. Clinicflow is next.`, citedCompany: own },
    ]);
    const events: AgentEvent[] = [];
    const { intros } = await graph.invoke(
      { idea, founderName: 'Ada', investors: [a, b] },
      { configurable: { model, maxInvestors: 1, onEvent: (e: AgentEvent) => events.push(e) } },
    );
    expect(intros).toHaveLength(1);
    expect(intros[0]).toMatchObject({ investor: a.name, citedCompany: own, draftedBy: 'model' });
    expect(model.lastMessages()[1]).toContain(`"${foreign}" is not one of ${a.name}'s recent investments`);
    const calls = events.filter((e) => e.type === 'model_call');
    expect(calls.map((c) => c.type === 'model_call' && c.ok)).toEqual([false, true]);
    expect(calls[0]).toMatchObject({ node: 'writeIntros', usage: { total_tokens: 150 } });
    expect(events.map((e) => `${e.node}:${e.type}`)).toEqual([
      'chooseCitations:node_start',
      'chooseCitations:node_end',
      'writeIntros:node_start',
      'writeIntros:model_call',
      'writeIntros:model_call',
      'writeIntros:node_end',
    ]);
  });

  it("rejects a body that names another investor's company even when citedCompany is right", async () => {
    const [a, b] = investors as [IntroInvestor, IntroInvestor];
    const foreign = companiesOf(b).find((c) => !companiesOf(a).includes(c) && c.length > 3)!;
    const own = companiesOf(a)[0]!;
    const bad = { subject: 'Hi', body: `Like ${own} and ${foreign}, we grow fast.`, citedCompany: own };
    const model = fakeChatModel([bad, bad, bad]);
    const events: AgentEvent[] = [];
    const { intros } = await graph.invoke(
      { idea, founderName: 'Ada', investors: [a, b] },
      { configurable: { model, maxInvestors: 1, maxRetries: 2, onEvent: (e: AgentEvent) => events.push(e) } },
    );
    // Three rejected answers, then the offline draft, which cites a real investment of the investor.
    expect(model.prompts).toHaveLength(3);
    expect(intros[0]!.draftedBy).toBe('offline');
    expect(companiesOf(a)).toContain(intros[0]!.citedCompany);
    expect(intros[0]!.body).not.toContain(foreign);
    const fallback = events.find((e) => e.type === 'fallback');
    expect(fallback && fallback.type === 'fallback' && fallback.reason).toContain(
      `mentions ${foreign}, which ${a.name} did not invest in`,
    );
  });

  it('requires citedCompany null for an investor with no recent investments', async () => {
    const model = fakeChatModel([
      { subject: 'Hi', body: 'Your portfolio company Stripe inspired us.', citedCompany: 'Stripe' },
      { subject: 'Hi', body: `Your focus on ${noHistory.focus[0]} brought me here.`, citedCompany: null },
    ]);
    const { intros } = await graph.invoke(
      { idea, founderName: 'Ada', investors: [noHistory] },
      { configurable: { model } },
    );
    expect(intros[0]).toMatchObject({ citedCompany: null, draftedBy: 'model' });
    expect(model.lastMessages()[1]).toContain('citedCompany must be null');
  });
});

describe('checkIntro', () => {
  it("does not read a name inside the investor's own company as another investor's company", () => {
    const inv = {
      name: 'The Council',
      focus: [],
      recent_investments: [{ company: 'ABT Molecular Imaging', round: 'series-c+', amount: 6e6, year: 2012 }],
    };
    const draft = {
      subject: 'Hi',
      body: 'You backed ABT Molecular Imaging.',
      citedCompany: 'ABT Molecular Imaging',
    };
    expect(checkIntro(draft, inv, ['Molecular Imaging'])).toBeNull();
    expect(
      checkIntro({ ...draft, body: `${draft.body} Also Molecular Imaging.` }, inv, ['Molecular Imaging']),
    ).toMatch(/Molecular Imaging/);
  });

  it("does not read the investor's own name as a company it did not back", () => {
    const inv = {
      name: 'Google Ventures',
      focus: [],
      recent_investments: [{ company: 'Nest', round: 'series-a', amount: null, year: 2012 }],
    };
    const draft = {
      subject: 'Intro to Google Ventures',
      body: 'Google Ventures backed Nest.',
      citedCompany: 'Nest',
    };
    expect(checkIntro(draft, inv, ['Google', 'Nest'])).toBeNull();
    expect(checkIntro({ ...draft, body: `${draft.body} Like Uber.` }, inv, ['Google', 'Uber'])).toMatch(
      /Uber/,
    );
  });
});
