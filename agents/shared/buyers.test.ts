import { beforeAll, describe, expect, it } from 'vitest';
import type { WriterData } from '../../core/dataset/writer-data';
import { readRound } from '../../core/round/read-round';
import { loadWriterData } from '../../data/load-dataset';
import { kindByKey } from './buyer-kinds';
import { describeBuyer } from './buyer-profile';
import { buyerEvidence, buyerFor, buyerPool } from './buyers';

let data: WriterData;
beforeAll(async () => {
  data = await loadWriterData();
}, 30_000);

const idea = (title: string, description: string) => ({
  title,
  description,
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

describe('buyerFor', () => {
  it('reads who buys from the customers the founder names, in their words', () => {
    expect(
      [DENTAL, SEPSIS, BOOKS].map((i) => [buyerFor(i, i.round).kind.key, buyerFor(i, i.round).words]),
    ).toEqual([
      ['dental', 'independent dental clinics'],
      ['hospital-labs', 'hospital labs'],
      ['ecommerce-merchants', 'e-commerce merchants'],
    ]);
  });

  it('reaches people through a channel, and says when the buyers are people', () => {
    const kids = idea('Lumi', 'A maths tutoring app for students aged 8 to 12.');
    expect(buyerFor(kids, kids.round)).toMatchObject({ role: 'channel', kind: { key: 'schools' } });
    const people = idea('Nest Egg', 'A savings app for Latin American adults, on subscription.');
    const { kind, role } = buyerFor(people, { ...people.round, customers: 'Latin American adults' });
    expect([kind.key, kind.people, role]).toEqual(['consumers', true, 'buyer']);
  });

  it('falls back to the sector when the founder names no customers', () => {
    const battery = idea(
      'Cellcycle',
      'Robotic disassembly of EV battery packs to recover lithium and cobalt.',
    );
    expect(buyerFor(battery, { ...battery.round, customers: null }).kind.key).toBe('battery-makers');
  });
});

describe('buyers in the data', () => {
  it('are companies whose own business is the buyer: no software vendors, no names that say two trades', () => {
    const base = data.companies[0]!;
    const company = (name: string, category_code: string | null) => ({
      ...base,
      name,
      category_code,
      funding_total_usd: 1e6,
    });
    const dental = kindByKey.get('dental')!;
    expect(buyerEvidence(dental, company('Brighter Dental Care', 'health'))).toEqual({
      category: 'health',
      nameWord: 'Dental',
    });
    expect(buyerEvidence(dental, company('Dental Software Systems', 'health'))).toBeNull();
    expect(buyerEvidence(kindByKey.get('logistics')!, company('Freight Farms', 'other'))).toBeNull();
    expect(
      buyerEvidence(kindByKey.get('ecommerce-merchants')!, company('Shop Analytics', 'ecommerce')),
    ).toBeNull();
  });

  it('leaves closed and acquired companies out of the pool and counts them', () => {
    const kind = kindByKey.get('ecommerce-merchants')!;
    const pool = buyerPool(data, kind);
    expect(pool.alive.length).toBeGreaterThan(100);
    expect(pool.alive.every((p) => p.company.status === 'operating' || p.company.status === 'ipo')).toBe(
      true,
    );
    const gone = data.companies.filter(
      (c) => buyerEvidence(kind, c) && (c.status === 'closed' || c.status === 'acquired'),
    );
    expect(pool.closed + pool.acquired).toBe(gone.length);
  });

  it('describes the buyer to look for, with what the data holds, also when it holds none', () => {
    const { profile } = describeBuyer(data, DENTAL, DENTAL.round);
    expect(profile.lookFor).toContain('Independent dental clinics, in and around London first');
    expect(profile.dataNote).toMatch(
      /Crunchbase’s October 2013 export of US companies\) holds \d+ dental practices/,
    );
    expect(profile.dataNote).toContain('none in the United Kingdom');
    const people = idea('Nest Egg', 'A savings app for Latin American adults.');
    const none = describeBuyer(data, people, { ...people.round, customers: 'Latin American adults' }).profile;
    expect(none.inData.alive).toBe(0);
    expect(none.dataNote).toContain('holds companies, not people');
  });
});
