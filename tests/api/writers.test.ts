import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSectors } from '../../agents/intro-drafter/tools';
import { presentsAsCurrent, repeatedSentence, tagIn } from '../../agents/shared/grounding';
import { loadWriterData } from '../../data/load-dataset';
import { type Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Issue 18: an analysis's saved partners, strategy and intros are written for the idea, not for any idea.

let app: TestApp;
let founder: Client;

const DENTAL = {
  title: 'Flowdesk',
  description:
    'Online booking, reminders and no-show prediction for independent dental clinics in the UK. 12 clinics on a free pilot; we are a London team of three raising a £500K pre-seed to reach 50 paying clinics.',
};
const SEPSIS = {
  title: 'SepsiQ',
  description:
    'A CRISPR-based rapid sepsis diagnostic for hospital labs that returns pathogen and resistance results in under an hour. Boston-based, spun out of a university lab, raising a $12M Series A to fund clinical validation and FDA submission.',
};

type Rec = {
  designPartners: { name: string; evidence: string; status: string }[];
  strategy: {
    phase1_mvp: { description: string; milestones: string[] };
    phase2_validation: { designPartnerGoals: string[]; metricsToTrack: string[]; milestones: string[] };
    phase3_fundraising: { recommendedAmount: string; amountReasoning: string; investorMix: string };
    designPartnerProfile: { buyer: string; lookFor: string; dataNote: string };
  };
  intros: {
    recipientName: string;
    body: string;
    pitch: string;
    ask: string;
    citedCompany: string | null;
    citedYear: number | null;
  }[];
};

/** Creates the idea, analyzes it, waits for the run and returns the saved recommendations. */
async function analyzed(idea: { title: string; description: string }): Promise<Rec> {
  const created = await founder.post('/api/ideas', idea);
  expect(created.status).toBe(201);
  const started = await founder.post(`/api/ideas/${created.body.id}/analyze`);
  expect(started.status).toBe(202);
  const run = `/api/runs/${encodeURIComponent(started.body.runId)}`;
  const deadline = Date.now() + 60_000;
  let status = 'queued';
  while (!['completed', 'failed'].includes(status) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    status = (await founder.get(run)).body.status;
  }
  expect(status).toBe('completed');
  return (await founder.get(`/api/ideas/${created.body.id}`)).body.recommendations as Rec;
}

let dental: Rec;
let sepsis: Rec;

beforeAll(async () => {
  // The analysis as a Growth account reads it: the strategy included (Starter's answers withhold it, plans.test.ts).
  app = await startTestApp({ env: { PLAN_DEFAULT: 'growth' } });
  founder = (await onboardedUser(app.url, 'founder', 'Ada Lovelace')).client;
  [dental, sepsis] = [await analyzed(DENTAL), await analyzed(SEPSIS)];
}, 150_000);
afterAll(() => app?.close());

describe('two analyses of different ideas', () => {
  it('save different design partners, each one of the idea’s buyers with its evidence, and who to look for', () => {
    const names = new Set(dental.designPartners.map((p) => p.name));
    expect(sepsis.designPartners.filter((p) => names.has(p.name)).length).toBeLessThanOrEqual(2);
    expect(dental.strategy.designPartnerProfile.buyer).toMatch(/dental clinics/);
    expect(sepsis.strategy.designPartnerProfile.buyer).toBe('hospital labs');
    expect(dental.strategy.designPartnerProfile.dataNote).toContain('none in the United Kingdom');
    for (const p of [...dental.designPartners, ...sepsis.designPartners]) {
      expect(p.status).toMatch(/as of Oct 2013$/);
      expect(p.evidence).toContain('Crunchbase files it under');
    }
  });

  it('save strategies for each business model, with no phase alike and the founder’s raise in phase 3', () => {
    expect(dental.strategy.phase1_mvp.description).not.toBe(sepsis.strategy.phase1_mvp.description);
    expect(dental.strategy.phase2_validation).not.toEqual(sepsis.strategy.phase2_validation);
    expect(sepsis.strategy.phase1_mvp.milestones.join(' ')).toMatch(/FDA pathway/);
    expect(sepsis.strategy.phase2_validation.milestones.join(' ')).toMatch(/clinical validation study/);
    expect(dental.strategy.phase1_mvp.milestones.join(' ')).not.toMatch(/FDA/);
    expect(dental.strategy.phase2_validation.milestones).toContain('First paid contract');
    expect(dental.strategy.phase3_fundraising.recommendedAmount).toBe('£500K');
    expect(sepsis.strategy.phase3_fundraising.recommendedAmount).toBe('$12M');
    expect(sepsis.strategy.phase3_fundraising.amountReasoning).toContain('12 months to September 2026');
    expect(presentsAsCurrent(JSON.stringify([dental.strategy, sepsis.strategy]))).toBeNull();
    for (const [rec, idea] of [
      [dental, DENTAL],
      [sepsis, SEPSIS],
    ] as const)
      expect(repeatedSentence(rec.strategy.phase1_mvp.description, idea.description)).toBeNull();
  });

  it('save intros with a pitch of their own, the ask with the amount, and only deals in the idea’s market', async () => {
    const lookup = (await loadWriterData()).companiesByName;
    for (const [rec, idea, amount, sectors] of [
      [dental, DENTAL, '£500K', ['healthcare', 'b2b-saas']],
      [sepsis, SEPSIS, '$12M', ['medical-devices', 'biotech', 'healthcare']],
    ] as const) {
      expect(rec.intros.length).toBeGreaterThan(0);
      for (const intro of rec.intros) {
        expect(repeatedSentence(intro.pitch, idea.description)).toBeNull();
        expect(intro.ask).toContain(amount);
        expect(intro.body).toContain(intro.ask);
        expect(tagIn(intro.body)).toBeNull();
        expect(intro.body).not.toMatch(/^Hi .* team,/);
        if (!intro.citedCompany) continue;
        const companySectors = [
          ...new Set((lookup.get(intro.citedCompany.toLowerCase()) ?? []).flatMap((c) => c.sectors)),
        ];
        expect(sharedSectors(sectors, companySectors), intro.citedCompany).not.toEqual([]);
        expect(intro.body).toContain(String(intro.citedYear));
      }
    }
    expect(dental.intros[0]!.pitch).not.toBe(sepsis.intros[0]!.pitch);
  });
});
