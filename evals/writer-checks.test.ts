import { describe, expect, it } from 'vitest';
import { readRound } from '../core/round/read-round';
import {
  askHoldsAmount,
  formatWriterSummary,
  maskedPhases,
  pitchCopies,
  sharesSector,
  summarizeWriters,
  type WriterRecord,
} from './writer-checks';

const record = (
  id: string,
  sector: string,
  partners: string[],
  phase1 = `build for ${sector}`,
): WriterRecord => ({
  id,
  sector,
  partners,
  phase1,
  phase2: `validate ${sector}`,
  intros: [{ pitchOwn: true, askHoldsAmount: true, citedSharesSector: null, citedWithYear: null }],
  current: [],
});

describe('writer checks', () => {
  it('reads a pitch as copied when it is, or holds, a sentence of the description', () => {
    const description = 'Online booking and reminders for dental clinics in London. Raising £500K.';
    expect(pitchCopies('Online booking and reminders for dental clinics in London.', description)).toBe(true);
    expect(
      pitchCopies(
        'Flowdesk: online booking and reminders for dental clinics in London; 12 pilots.',
        description,
      ),
    ).toBe(true);
    expect(
      pitchCopies('Flowdesk gives dental clinics in London online booking and reminders.', description),
    ).toBe(false);
  });

  it('checks the ask for the raise in the founder’s currency, and a cited company for the idea’s market', () => {
    const round = readRound({ title: 'Flowdesk', description: 'Dental booking. Raising a £500K pre-seed.' });
    expect(askHoldsAmount('We are raising a £500K pre-seed round.', round)).toBe(true);
    expect(askHoldsAmount('We are raising a $675K pre-seed round.', round)).toBe(false);
    expect(askHoldsAmount('We are raising our seed round.', { ...round, amount: null })).toBeNull();
    expect(sharesSector(['healthcare', 'b2b-saas'], ['healthcare', 'digital-health'])).toBe(true);
    // A deal that shares only how it is built (software), not the market, does not count.
    expect(sharesSector(['healthcare', 'b2b-saas'], ['b2b-saas', 'cybersecurity'])).toBe(false);
    expect(sharesSector(['fintech'], null)).toBe(false);
  });

  it('masks the idea’s own words so that phases are compared on what the plan says', () => {
    const phases = (title: string) => ({
      phase1_mvp: {
        description: `${title} for dental clinics`,
        coreFeatures: [],
        automationOpportunities: [],
        timeline: '',
        resourcesNeeded: [],
        milestones: [],
      },
      phase2_validation: {
        designPartnerGoals: [`Sign dental clinics for ${title}`],
        metricsToTrack: [],
        milestones: [],
      },
    });
    expect(maskedPhases(phases('Flowdesk'), ['Flowdesk', 'dental clinics'])).toEqual(
      maskedPhases(phases('Toothly'), ['Toothly', 'dental clinics']),
    );
  });

  it('counts pairs of ideas of different sectors only, and the share of each check', () => {
    const summary = summarizeWriters([
      record('a', 'fintech', ['A', 'B', 'C', 'D']),
      record('b', 'healthtech', ['A', 'B', 'C']),
      record('c', 'healthtech', ['A', 'B', 'C'], 'build for fintech'),
      record('d', 'climate', ['E']),
    ]);
    // Pairs across sectors: a-b, a-c, a-d, b-d, c-d (b-c share a sector and are not compared).
    expect(summary.partnersDiffer).toEqual({ passed: 3, of: 5, share: 0.6 });
    // a and c have the same phase 1.
    expect(summary.phasesDiffer).toEqual({ passed: 4, of: 5, share: 0.8 });
    expect(summary.pitchOwn).toEqual({ passed: 4, of: 4, share: 1 });
    expect(summary.citedSharesSector).toEqual({ passed: 0, of: 0, share: null });
    expect(formatWriterSummary(summary)).toMatch(/partners differ .* 60\.0% +\(3 of 5 pairs\) {2}BELOW GOAL/);
  });
});
