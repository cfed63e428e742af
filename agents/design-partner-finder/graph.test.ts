import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentEvent } from '../models/events';
import { fakeChatModel } from '../models/fake-model';
import { type Dataset, loadDataset } from '../shared/dataset';
import { graph } from './graph';
import { BUYER_SECTORS } from './tools';

let data: Dataset;
beforeAll(async () => {
  data = await loadDataset();
}, 30_000);

const idea = {
  title: 'Loadpilot',
  description:
    'An AI copilot for freight brokers: it books carriers, tracks loads and files shipping paperwork.',
  industry: 'logistics',
};

describe('DesignPartnerFinder offline', () => {
  it('finds real operating, funded companies in the buyer sectors, with investors that really backed them', async () => {
    const { designPartners } = await graph.invoke({ idea });
    expect(designPartners.length).toBe(8);
    const buyers = new Set(BUYER_SECTORS.logistics);
    for (const p of designPartners) {
      const company = data.companiesByName.get(p.name.toLowerCase())?.[0];
      expect(company, p.name).toBeDefined();
      expect(company!.status).toBe('operating');
      expect(company!.funding_total_usd).toBeGreaterThan(0);
      expect(
        company!.sectors.some((s) => buyers.has(s)) || /transport/.test(company!.category_code ?? ''),
      ).toBe(true);
      const backerIds = new Set((data.roundsByCompany.get(company!.id) ?? []).flatMap((r) => r.investor_ids));
      const backerNames = new Set([...backerIds].map((id) => data.investorById.get(id)?.name));
      for (const name of p.connectedInvestors)
        expect(backerNames.has(name), `${name} backed ${p.name}`).toBe(true);
      expect(p.size).toMatch(/raised$/);
      expect(p.reasoning).toContain(p.name);
      expect(p.wedgeStrategy).toContain('Loadpilot');
      expect(p.writtenBy).toBe('offline');
    }
    expect(designPartners.some((p) => p.connectedInvestors.length > 0)).toBe(true);
    expect(designPartners[0]!.workflow).toMatch(/carriers|shipment/);
  });

  it('ranks companies near the founder first when a location is given', async () => {
    const near = await graph.invoke(
      { idea, founderLocation: 'Seattle, WA' },
      { configurable: { maxPartners: 5 } },
    );
    const far = await graph.invoke({ idea }, { configurable: { maxPartners: 5 } });
    const inWa = (name: string) => data.companiesByName.get(name.toLowerCase())?.[0]?.state === 'WA';
    expect(near.designPartners.filter((p) => inWa(p.name)).length).toBeGreaterThan(
      far.designPartners.filter((p) => inWa(p.name)).length,
    );
  });
});

describe('DesignPartnerFinder with a model', () => {
  const prose = (names: string[]) => ({
    partners: names.map((name) => ({
      name,
      reasoning: `${name} ships every day.`,
      workflow: 'Carrier booking.',
      wedgeStrategy: 'One lane pilot.',
    })),
  });

  it('takes the prose from the model and keeps names, sizes and backers from the data', async () => {
    const offline = (await graph.invoke({ idea }, { configurable: { maxPartners: 3 } })).designPartners;
    const names = offline.map((p) => p.name);
    const model = fakeChatModel([prose(names)]);
    const { designPartners } = await graph.invoke({ idea }, { configurable: { model, maxPartners: 3 } });
    expect(designPartners.map((p) => [p.name, p.size, p.connectedInvestors])).toEqual(
      offline.map((p) => [p.name, p.size, p.connectedInvestors]),
    );
    expect(designPartners[0]!.reasoning).toBe(`${names[0]} ships every day.`);
    expect(designPartners[0]!.writtenBy).toBe('model');
  });

  it('rejects an invented company, retries, then falls back to the offline text', async () => {
    const offline = (await graph.invoke({ idea }, { configurable: { maxPartners: 2 } })).designPartners;
    const invented = prose(['Imaginary Freight Inc', offline[1]!.name]);
    const model = fakeChatModel([invented, invented, invented]);
    const events: AgentEvent[] = [];
    const { designPartners } = await graph.invoke(
      { idea },
      { configurable: { model, maxPartners: 2, onEvent: (e: AgentEvent) => events.push(e) } },
    );
    expect(model.prompts).toHaveLength(3);
    expect(model.lastMessages()[1]).toContain('these companies were not given: Imaginary Freight Inc');
    expect(designPartners).toEqual(offline);
    expect(events.some((e) => e.type === 'fallback' && e.node === 'describePartners')).toBe(true);
  });
});
