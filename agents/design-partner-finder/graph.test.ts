import { beforeAll, describe, expect, it } from 'vitest';
import type { DesignPartner } from '../../core/contracts/recommendations';
import type { WriterData } from '../../core/dataset/writer-data';
import { readRound } from '../../core/round/read-round';
import { loadWriterData, shippedWriterSources } from '../../data/load-dataset';
import type { AgentEvent } from '../models/events';
import { fakeChatModel } from '../models/fake-model';
import { buyerEvidence, buyerFor } from '../shared/buyers';
import { graph as writer } from './graph';
import { partnersFrom } from './tools';

/** The writer as the product runs it: on the shipped data, given through its configuration. */
const graph = writer.withConfig({ configurable: { sources: shippedWriterSources() } });

let data: WriterData;
beforeAll(async () => {
  data = await loadWriterData();
}, 30_000);

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

describe('DesignPartnerFinder offline', () => {
  it('finds companies whose own business is the buyer, alive as far as the data knows, with the evidence', async () => {
    for (const i of [SEPSIS, BOOKS]) {
      const { designPartners, buyerProfile } = await graph.invoke({ idea: i });
      const kind = buyerFor(i, i.round).kind;
      expect(designPartners.length, i.title).toBeGreaterThanOrEqual(2);
      expect(buyerProfile?.buyer).toBe(i.round.customers);
      for (const p of designPartners) {
        const company = data.companiesByName.get(p.name.toLowerCase())!.find((c) => buyerEvidence(kind, c));
        expect(company, `${p.name} is one of the ${kind.label}`).toBeDefined();
        expect(['operating', 'ipo']).toContain(company!.status);
        expect(p.status).toMatch(/^(Operating|Public after an IPO) as of Oct 2013$/);
        expect(p.evidence).toContain('Crunchbase files it under');
        expect(p.reasoning).toContain(kind.label);
        const backers = new Set(
          (data.roundsByCompany.get(company!.id) ?? []).flatMap((r) =>
            r.investor_ids.map((id) => data.investorNames.get(id)),
          ),
        );
        for (const name of p.connectedInvestors)
          expect(backers.has(name), `${name} backed ${p.name}`).toBe(true);
        expect(p.writtenBy).toBe('offline');
      }
    }
  });

  it('gives different ideas different partners (at most two shared), nearest the founder first', async () => {
    const [dental, sepsis, books] = (await Promise.all(
      [DENTAL, SEPSIS, BOOKS].map(async (i) => (await graph.invoke({ idea: i })).designPartners),
    )) as [DesignPartner[], DesignPartner[], DesignPartner[]];
    const names = (ps: DesignPartner[]) => new Set(ps.map((p) => p.name));
    for (const [a, b] of [
      [dental, sepsis],
      [dental, books],
      [sepsis, books],
    ] as const)
      expect([...names(a)].filter((n) => names(b).has(n)).length).toBeLessThanOrEqual(2);
    // New York merchants come before those elsewhere in the US; London's dental buyers are marked as abroad.
    expect(books[0]!.nearness).toMatch(/^in your (city|metro area)$/);
    const near = books.map((p) => /^in your (city|metro area|state)$/.test(p.nearness));
    expect(near.indexOf(false) === -1 || near.slice(near.indexOf(false)).every((n) => !n)).toBe(true);
    expect(dental).toEqual([]);
  });

  it('names no US companies for a founder selling outside the US, unless their words aim at the US', async () => {
    const { designPartners, buyerProfile } = await graph.invoke({ idea: DENTAL });
    expect(designPartners).toEqual([]);
    expect(buyerProfile?.dataNote).toMatch(
      /all in the US and none in the United Kingdom, so it names no design partners/,
    );
    expect(buyerProfile?.lookFor).toContain('in and around London first');
    const toUs = idea(
      'Flowdesk',
      'Online booking, reminders and no-show prediction for independent dental clinics in the US. A London team of three raising a £500K pre-seed.',
    );
    const us = (await graph.invoke({ idea: toUs })).designPartners;
    expect(us.length).toBeGreaterThanOrEqual(2);
    expect(us[0]!.nearness).toBe('outside the United Kingdom: our company data holds US companies only');
  });

  it('says so and describes the buyer when the data holds none, instead of padding', async () => {
    const people = idea(
      'Nest Egg',
      'A savings app that rounds up card payments for Latin American adults, on subscription.',
    );
    const { designPartners, buyerProfile } = await graph.invoke({ idea: people });
    expect(designPartners).toEqual([]);
    expect(buyerProfile?.dataNote).toContain('holds companies, not people');
    expect(buyerProfile?.lookFor).toContain('recruit a small group');
  });

  it('shows about a third of a short list, so that ideas with the same buyers share few partners', () => {
    expect([3, 5, 7, 14, 30].map((n) => partnersFrom(n, 8))).toEqual([2, 2, 3, 5, 8]);
  });
});

describe('DesignPartnerFinder with a model', () => {
  const prose = (names: string[], reasoning = (n: string) => `${n} runs clinics.`) => ({
    partners: names.map((name) => ({
      name,
      reasoning: reasoning(name),
      workflow: 'Front desk booking.',
      wedgeStrategy: 'A one-site pilot.',
    })),
  });

  it('takes the prose from the model and keeps names, place, status and backers from the data', async () => {
    const offline = (await graph.invoke({ idea: BOOKS }, { configurable: { maxPartners: 3 } }))
      .designPartners;
    const model = fakeChatModel([prose(offline.map((p) => p.name))]);
    const { designPartners } = await graph.invoke(
      { idea: BOOKS },
      { configurable: { model, maxPartners: 3 } },
    );
    const facts = (p: (typeof offline)[number]) => [
      p.name,
      p.size,
      p.location,
      p.status,
      p.evidence,
      p.connectedInvestors,
    ];
    expect(designPartners.map(facts)).toEqual(offline.map(facts));
    expect(designPartners[0]!.reasoning).toBe(`${offline[0]!.name} runs clinics.`);
    expect(designPartners[0]!.writtenBy).toBe('model');
  });

  it('sends back an invented company or figure, then falls back to the offline text', async () => {
    const offline = (await graph.invoke({ idea: BOOKS }, { configurable: { maxPartners: 2 } }))
      .designPartners;
    const names = offline.map((p) => p.name);
    const invented = prose(['Imaginary Retail Inc', names[1]!]);
    const figures = prose(names, (n) => `${n} ships 4,321 orders a day.`);
    const model = fakeChatModel([invented, figures, invented]);
    const events: AgentEvent[] = [];
    const { designPartners } = await graph.invoke(
      { idea: BOOKS },
      { configurable: { model, maxPartners: 2, onEvent: (e: AgentEvent) => events.push(e) } },
    );
    expect(model.lastMessages()[1]).toContain('these companies were not given: Imaginary Retail Inc');
    expect(model.lastMessages()[2]).toContain('numbers that are not in the input (4321)');
    expect(designPartners).toEqual(offline);
    expect(events.some((e) => e.type === 'fallback' && e.node === 'describePartners')).toBe(true);
  });
});

describe('design partners of the buyer’s kind, and the founder’s network (issue 34)', () => {
  it('lists warehouses for a warehouse robot, never a freight broker', async () => {
    const robot = idea(
      'PickPal',
      'Warehouse-picking robots sold as a service to 3PLs and fulfilment centers in Columbus, Ohio. Raising a $3M seed.',
    );
    const { designPartners, buyerProfile } = await graph.invoke({ idea: robot });
    expect(buyerProfile?.kind).toBe('warehouse operators and third-party logistics (3PL) providers');
    expect(designPartners.length).toBeGreaterThan(0);
    for (const p of designPartners) {
      expect(p.name).not.toMatch(/\b(?:broker|freight|trucking)\b/i);
      expect(p.evidence).toMatch(/warehous|fulfil|3pl|distribution|logistics/i);
    }
  });

  it('puts the founder’s leads at companies of the buyer’s kind first, marked', async () => {
    const dental = idea(
      'Flowdesk',
      'Online booking for independent dental clinics in Leeds. Raising £500K pre-seed.',
    );
    const { networkLeads } = await graph.invoke({
      idea: dental,
      networkLeads: [
        { name: 'Sam Roy', company: 'Acme Freight', role: 'COO', via: null, fitsBuyer: false },
        {
          name: 'Ana Li',
          company: 'Leeds Dental Care',
          role: 'Practice owner',
          via: '1st-degree',
          fitsBuyer: false,
        },
      ],
    });
    expect(networkLeads.map((l) => [l.name, l.fitsBuyer])).toEqual([
      ['Ana Li', true],
      ['Sam Roy', false],
    ]);
  });
});
