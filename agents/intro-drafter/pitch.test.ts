import { describe, expect, it } from 'vitest';
import { readRound } from '../../core/round/read-round';
import { repeatedSentence } from '../shared/grounding';
import { askOf, pitchOf, productOf, purposeOf, tractionOf } from './pitch';

const fallback = { modelLabel: 'B2B software', sectorWords: 'healthcare', city: 'London' };

describe('pitchOf', () => {
  it('says what it does, for whom, with the traction given, in an order of its own', () => {
    const description =
      'Online booking, reminders and no-show prediction for independent dental clinics in the UK. 12 clinics on a free pilot; we are a London team of three raising a £500K pre-seed to reach 50 paying clinics.';
    const pitch = pitchOf('Flowdesk', description, readRound({ title: 'Flowdesk', description }), fallback);
    expect(pitch).toBe(
      'Flowdesk gives independent dental clinics in the UK online booking, reminders and no-show prediction; so far, 12 clinics on a free pilot.',
    );
    expect(repeatedSentence(pitch, description)).toBeNull();
  });

  it('keeps what the product does after the customers, and an insight the founder gave', () => {
    const description =
      'A CRISPR-based rapid sepsis diagnostic for hospital labs that returns pathogen and resistance results in under an hour. Boston-based, spun out of a university lab, raising a $12M Series A.';
    expect(pitchOf('SepsiQ', description, readRound({ title: 'SepsiQ', description }), fallback)).toBe(
      'SepsiQ gives hospital labs a CRISPR-based rapid sepsis diagnostic: it returns pathogen and resistance results in under an hour; we spun out of a university lab.',
    );
    expect(
      productOf(
        'LedgerLoop',
        'Bookkeeping automation for e-commerce merchants on Shopify: reconciles payouts into QuickBooks.',
      ),
    ).toEqual({
      what: 'bookkeeping automation',
      forWhom: 'e-commerce merchants on Shopify',
      does: 'reconciles payouts into QuickBooks',
      trailing: null,
    });
  });

  it('turns a marketplace connecting two sides into a verb, and keeps what trails the customers', () => {
    const rooms =
      'A marketplace connecting international students with landlords for furnished rooms in Amsterdam; we verify both sides. 300 bookings last semester.';
    expect(pitchOf('Roomly', rooms, readRound({ title: 'Roomly', description: rooms }), fallback)).toBe(
      'Roomly connects international students with landlords for furnished rooms in Amsterdam; so far, 300 bookings.',
    );
    const cells =
      'Robotic disassembly of EV battery packs for battery makers and recyclers, recovering cells for reuse.';
    expect(pitchOf('Cellcycle', cells, readRound({ title: 'Cellcycle', description: cells }), fallback)).toBe(
      'Cellcycle gives battery makers and recyclers robotic disassembly of EV battery packs, recovering cells for reuse.',
    );
  });

  it('sets who we are beside the name when the description starts with it, rather than copying it', () => {
    const description = 'Flowdesk helps busy dental clinics cut their no-shows with smart reminders.';
    const pitch = pitchOf('Flowdesk', description, readRound({ title: 'Flowdesk', description }), fallback);
    expect(pitch).toBe(
      'Flowdesk, a London B2B software company, helps busy dental clinics cut their no-shows with smart reminders.',
    );
    expect(repeatedSentence(pitch, description)).toBeNull();
  });
});

describe('traction, purpose and ask', () => {
  it('reads traction figures and what the raise is for', () => {
    expect(tractionOf('We are a New York fintech at $40K MRR raising a $2M seed.').traction).toEqual([
      '$40K MRR',
    ]);
    expect(tractionOf('Singapore-licensed, 18,000 users.').traction).toEqual(['18,000 users']);
    expect(purposeOf('raising a $12M Series A to fund clinical validation and FDA submission.')).toBe(
      'to fund clinical validation and FDA submission',
    );
    expect(purposeOf('We are raising a seed round.')).toBeNull();
  });

  it('asks for the round with its amount in the founder’s currency, and for a lead from a lead investor', () => {
    const round = readRound({
      title: 'Flowdesk',
      description: 'Dental booking in London. Raising a £500K pre-seed.',
    });
    const ask = askOf(round, 'pre-seed', 'Seedcamp', true, 'to reach 50 paying clinics');
    expect(ask).toMatch(
      /^We are raising a £500K pre-seed round \(about \$\d+K\) to reach 50 paying clinics\. Would Seedcamp consider leading it\?/,
    );
    expect(askOf({ ...round, amount: null }, 'series-a', 'Accel', null, null)).toContain(
      'We are raising our Series A round. Would Accel consider leading or joining it?',
    );
  });
});

describe('the pitch reads as English', () => {
  const fallback = { modelLabel: 'B2B software', sectorWords: 'software', city: null };
  const pitch = (title: string, description: string) =>
    pitchOf(title, description, readRound({ title, description }), fallback);

  it('puts an article before one product, and none before a mass noun or a list', () => {
    expect(
      pitch('SepsiQ', 'CRISPR-based rapid sepsis diagnostic for hospital labs, results in under an hour.'),
    ).toBe('SepsiQ gives hospital labs a CRISPR-based rapid sepsis diagnostic, results in under an hour.');
    expect(pitch('Flowdesk', 'Online booking, reminders and no-show prediction for dental clinics.')).toBe(
      'Flowdesk gives dental clinics online booking, reminders and no-show prediction.',
    );
  });

  it('says "it" before what the product does, not before a list of what it holds', () => {
    expect(
      pitch(
        'Beschaffo',
        'Procurement software for mid-sized German manufacturers: supplier onboarding, purchase approvals and spend analytics in one tool.',
      ),
    ).toBe(
      'Beschaffo gives mid-sized German manufacturers procurement software: supplier onboarding, purchase approvals and spend analytics in one tool.',
    );
    expect(pitch('Ward', 'An app for nurses: cuts charting time in half.')).toBe(
      'Ward gives nurses an app: it cuts charting time in half.',
    );
  });
});
