import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../core/contracts/recommendations';
import { readRound } from '../../core/round/read-round';
import { shippedWriterSources } from '../../data/load-dataset';
import type { AgentEvent } from '../models/events';
import { fakeChatModel } from '../models/fake-model';
import { presentsAsCurrent, repeatedSentence } from '../shared/grounding';
import { graph as writer } from './graph';
import { numbersIn, phaseTexts, strategyTexts, ungroundedNumbers } from './tools';

/** The writer as the product runs it: on the shipped data, given through its configuration. */
const graph = writer.withConfig({ configurable: { sources: shippedWriterSources() } });

const idea = (title: string, description: string) => ({
  title,
  description,
  industry: '',
  round: readRound({ title, description }),
});

const DENTAL = idea(
  'Flowdesk',
  'Online booking, reminders and no-show prediction for independent dental clinics in the UK. 12 clinics on a free pilot; a London team raising a £500K pre-seed.',
);
const SEPSIS = idea(
  'SepsiQ',
  'A CRISPR-based rapid sepsis diagnostic for hospital labs that returns pathogen and resistance results in under an hour. Boston-based, raising a $12M Series A.',
);
const BOOKS = idea(
  'LedgerLoop',
  'Bookkeeping automation for e-commerce merchants on Shopify and Amazon: reconciles payouts, fees and refunds into QuickBooks. New York, $40K MRR, raising a $2M seed.',
);
const BATTERY = idea(
  'Cellcycle',
  'We build robots that take apart EV battery packs for battery makers and recyclers. Austin, raising a $4M seed.',
);
const RENTALS = idea(
  'Roomly',
  'A marketplace connecting students with landlords for rooms in Amsterdam. Raising €1.2M seed.',
);
const investors = [
  { name: 'Index Ventures', firm_type: 'vc', leadsRounds: true },
  { name: 'Jane Angel', firm_type: 'angel', leadsRounds: null },
];

const run = async (i: ReturnType<typeof idea>) => (await graph.invoke({ idea: i, investors })).strategy!;
const all = (texts: string[]) => texts.join('\n');

describe('StrategyWriter offline', () => {
  it('writes phases 1 and 2 for the business model: regulatory milestones, pilots, liquidity, a first paid contract', async () => {
    const [sepsis, books, battery, rentals] = (await Promise.all(
      [SEPSIS, BOOKS, BATTERY, RENTALS].map(run),
    )) as [Strategy, Strategy, Strategy, Strategy];
    const sepsisText = all([...phaseTexts(sepsis).phase1, ...phaseTexts(sepsis).phase2]);
    for (const step of [
      'Analytical validation',
      'ISO 13485',
      'FDA pathway',
      'clinical validation study',
      'IRB',
    ])
      expect(sepsisText).toContain(step);
    expect(sepsisText).not.toMatch(/model APIs|build in weeks/i);
    expect(all(phaseTexts(battery).phase1)).toMatch(/Engineering prototype.*\n[\s\S]*Pilot units/);
    expect(all(phaseTexts(battery).phase2)).toMatch(/UN 38\.3|UL 1973/);
    expect(all(phaseTexts(rentals).phase1)).toContain('Liquidity in Amsterdam');
    expect(all(rentals.phase2_validation.metricsToTrack)).toContain('Fill rate');
    expect(all(phaseTexts(books).phase2)).toContain('First paid contract');
    expect(books.phase2_validation.designPartnerGoals[0]).toContain('e-commerce merchants');
    // Metrics follow the business model: a bookkeeping tool is not told to track GMV or repeat purchases.
    expect(
      all([...books.phase2_validation.metricsToTrack, ...books.phase3_fundraising.keyTractionMetrics]),
    ).not.toMatch(/merchandise value|repeat purchase/i);
    expect(books.writtenFor).toMatchObject({
      businessModel: 'B2B software',
      buyer: 'e-commerce merchants',
      stage: 'seed',
    });
  });

  it('repeats no sentence of the description and presents nothing as current', async () => {
    for (const i of [DENTAL, SEPSIS, BOOKS, BATTERY, RENTALS]) {
      const s = await run(i);
      for (const t of strategyTexts(s)) {
        expect(repeatedSentence(t, i.description), t).toBeNull();
        expect(presentsAsCurrent(t), t).toBeNull();
      }
    }
  });

  it('plans phase 3 around the founder’s raise, beside today’s market and our deal history, each with its years', async () => {
    const s = (await run(DENTAL)).phase3_fundraising;
    expect(s.recommendedAmount).toBe('£500K');
    expect(s.amountReasoning).toContain(
      'pre-seed rounds disclosed in the 12 months to September 2026 had a median of $2M (296 rounds',
    );
    expect(s.amountReasoning).toMatch(
      /the median disclosed round was \$2\.8M in 2026 to September .* against \$1\.3M in 2017/,
    );
    expect(s.amountReasoning).toMatch(
      /In our deal history, pre-seed rounds in .+ from 2005 to Jun 2013 had a median of \$/,
    );
    expect(s.amountReasoning).toContain('Your £500K is well below today’s median pre-seed round');
    expect(s.dilution).toMatch(
      /^10-15% \(a rule of thumb, not our data\): at that share, £500K implies a post-money valuation of about £3\.3M–£5M/,
    );
    expect(s.marketComparison.map((m) => m.period)).toEqual([
      'this round',
      '12 months to Sep 2026',
      '2026, January to September',
      '2017',
      '2005 to Jun 2013',
    ]);
    expect(s.investorMix).toContain('Index Ventures says in the 2026 directory that it leads rounds');
    expect(s.investorMix).not.toMatch(/hot|actively/);
  });

  it('writes no number that its sources do not back', async () => {
    for (const i of [DENTAL, SEPSIS, BOOKS, BATTERY, RENTALS]) {
      const s = await run(i);
      expect(strategyTexts(s).flatMap(numbersIn).length).toBeGreaterThan(5);
      expect(ungroundedNumbers(strategyTexts(s), s.sources)).toEqual([]);
    }
  });

  it('suggests a range between the 2005–2013 and today’s medians when the founder set no amount', async () => {
    const noAmount = idea(
      'Flowdesk',
      'Online booking and reminders for independent dental clinics in London.',
    );
    const s = (await run(noAmount)).phase3_fundraising;
    expect(s.recommendedAmount).toMatch(/^\$[\d.]+[KM]–\$[\d.]+M$/);
    expect(s.amountReasoning).toMatch(/^You have not set a target/);
  });
});

describe('StrategyWriter with a model', () => {
  const offlineProse = async (i: ReturnType<typeof idea>) => {
    const s = await run(i);
    return {
      phase1_mvp: s.phase1_mvp,
      phase2_validation: s.phase2_validation,
      keyTractionMetrics: s.phase3_fundraising.keyTractionMetrics,
      aiAutomationStrategy: s.aiAutomationStrategy,
    };
  };

  it('takes phases 1 and 2 from the model and keeps phase 3 from the data', async () => {
    const prose = await offlineProse(SEPSIS);
    const rewritten = {
      ...prose,
      phase1_mvp: {
        ...prose.phase1_mvp,
        description: 'A test a lab can run overnight, under design controls.',
      },
    };
    const model = fakeChatModel([rewritten]);
    const offline = await run(SEPSIS);
    const { strategy } = await graph.invoke({ idea: SEPSIS, investors }, { configurable: { model } });
    expect(strategy!.writtenBy).toBe('model');
    expect(strategy!.phase1_mvp.description).toBe('A test a lab can run overnight, under design controls.');
    expect(strategy!.phase3_fundraising).toEqual(offline.phase3_fundraising);
  });

  it('sends back invented numbers, a copied description and dropped milestones, then falls back to the offline plan', async () => {
    const prose = await offlineProse(SEPSIS);
    const invented = { ...prose, aiAutomationStrategy: 'Cut time to result by 37% across 9137 samples.' };
    const copied = {
      ...prose,
      phase1_mvp: { ...prose.phase1_mvp, description: `${SEPSIS.description.split('. ')[0]}.` },
    };
    const dropped = {
      ...prose,
      phase1_mvp: { ...prose.phase1_mvp, milestones: ['Build it'] },
      phase2_validation: { ...prose.phase2_validation, milestones: [] },
    };
    const model = fakeChatModel([invented, copied, dropped]);
    const events: AgentEvent[] = [];
    const { strategy } = await graph.invoke(
      { idea: SEPSIS, investors },
      { configurable: { model, onEvent: (e: AgentEvent) => events.push(e) } },
    );
    const sent = model.lastMessages();
    expect(sent[1]).toContain('numbers that are not in allowedFigures (37, 9137)');
    expect(sent[2]).toContain('it repeats the founder');
    expect(events.find((e) => e.type === 'model_call' && e.attempt === 3)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('drops the regulatory milestones of the plan (ISO 13485, FDA'),
    });
    expect(strategy!.writtenBy).toBe('offline');
    expect(strategy!.phase1_mvp).toEqual((await run(SEPSIS)).phase1_mvp);
    expect(events.some((e) => e.type === 'fallback' && e.node === 'writeStrategy')).toBe(true);
  });
});

describe('strategy by stage, model and country (issue 34)', () => {
  const plan = async (title: string, description: string) => {
    const round = readRound({ title, description });
    return graph.invoke({ idea: { title, description, industry: '', round }, investors });
  };

  it('scales what works at Series A, proves it at pre-seed', async () => {
    const a = (
      await plan(
        'Clausewise',
        'Legal-ops software for in-house legal teams at mid-size companies in London: contract intake and approvals. £1.2M ARR. Raising a £8M Series A.',
      )
    ).strategy!;
    expect(a.phase1_mvp.description).toMatch(/^Scale what already works/);
    expect(phaseTexts(a).phase1.join(' ')).not.toMatch(/smallest version|MVP/i);
    const pre = (
      await plan(
        'Clausewise',
        'Legal-ops software for in-house legal teams in London. Raising a £400K pre-seed.',
      )
    ).strategy!;
    expect(pre.phase1_mvp.description).toMatch(/^Prove that/);
  });

  it('tracks utilisation for robots as a service, and losses and the CBN for a Lagos lender', async () => {
    const raas = (
      await plan(
        'PickPal',
        'Warehouse-picking robots sold as a service to 3PLs in Leeds, paid per pick. Raising £3M seed.',
      )
    ).strategy!;
    expect(raas.phase2_validation.metricsToTrack.join(' ')).toMatch(/utilisation/);
    expect(phaseTexts(raas).phase2.join(' ')).toMatch(/Fleet financing/);
    const ng = (
      await plan(
        'Kudi Stall',
        'We give inventory loans to market traders in Lagos, repaid daily via virtual accounts. Raising NGN 1.5bn seed.',
      )
    ).strategy!;
    const text = [...phaseTexts(ng).phase1, ...phaseTexts(ng).phase2].join(' ');
    expect(text).toMatch(/CBN/);
    expect(text).toMatch(/Credit losses/);
    expect(text).not.toMatch(/SOC 2|ARR/);
  });

  it('puts e-invoicing through the tax authority’s system in an invoicing product’s plan, in the founder’s country', async () => {
    const pl = (
      await plan(
        'Faktio',
        'Faktio automatyzuje e-faktury KSeF dla biur rachunkowych: import z ERP, walidacja, wysyłka i archiwum. Warszawa. Zbieramy 4 mln zł (seed).',
      )
    ).strategy!;
    expect(phaseTexts(pl).phase1.join(' ')).toMatch(/KSeF/);
    const mx = (
      await plan(
        'Factu',
        'Facturas electrónicas para pymes en Guadalajara, México. Buscamos 800 mil dólares en pre-seed.',
      )
    ).strategy!;
    expect(phaseTexts(mx).phase1.join(' ')).toMatch(/CFDI.*SAT/);
    // Revenue is not invoicing: an Italian founder's "fatturato" brings no e-invoicing step.
    const italy = (
      await plan(
        'Vino',
        'Vendiamo vino online a ristoranti di Milano, fatturato di 2 milioni. Raccogliamo 1 milione seed.',
      )
    ).strategy!;
    expect(phaseTexts(italy).phase1.join(' ')).not.toMatch(/SdI/);
  });
});
