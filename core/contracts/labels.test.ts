import { describe, expect, it } from 'vitest';
import { labelOf, labelsOf, readableText, roundLabel, stageLabel, stageLabels } from './labels';
import {
  ADVISOR_STAGES,
  ADVISORY_AREAS,
  COMPENSATION_PREFERENCES,
  FOCUS_TAGS,
  INVESTOR_STAGES,
  STAGE_TAGS,
  TIME_COMMITMENTS,
} from './vocabulary';

describe('labelOf', () => {
  it('labels the vocabularies as people write them', () => {
    expect(labelOf('series-a')).toBe('Series A');
    expect(labelOf('b2b-saas')).toBe('B2B SaaS');
    expect(labelOf('ai-ml')).toBe('AI / ML');
    expect(labelOf('pre-seed')).toBe('Pre-seed');
    expect(labelOf('series-b+')).toBe('Series B+');
    expect(labelOf('seed')).toBe('Seed');
    expect(labelOf('other')).toBe('Other');
    expect(labelOf('logistics')).toBe('Logistics');
    expect(labelOf('20+_hours_month')).toBe('20+ hours / month');
    expect(labelOf(' B2B-SAAS ')).toBe('B2B SaaS');
  });

  it('capitalises each word of other dashed values: stages and markets the analysis reads', () => {
    expect(labelOf('series-c')).toBe('Series C');
    expect(labelOf('real-estate')).toBe('Real Estate');
    expect(labelOf('late-stage')).toBe('Late stage');
  });

  it('gives every key of every vocabulary a label that is not the key itself', () => {
    const keys = [
      ...FOCUS_TAGS,
      ...STAGE_TAGS,
      ...ADVISORY_AREAS,
      ...TIME_COMMITMENTS,
      ...COMPENSATION_PREFERENCES,
    ];
    for (const key of keys) {
      const label = labelOf(key);
      expect(label, key).not.toBe(key);
      expect(label, key).toMatch(/^[A-Z0-9]/);
      expect(label, key).not.toMatch(/[_]|^[a-z]+-[a-z]/);
    }
    expect(labelsOf(['b2b-saas', 'b2b-saas', ' ', 'fintech'])).toEqual(['B2B SaaS', 'Fintech']);
  });
});

describe('one stage label set', () => {
  it("folds the sources' finer stages into the four people choose from", () => {
    expect(stageLabels(['series-b+', 'series-b', 'series-c+', 'late-stage'])).toEqual(['Series B+']);
    expect(stageLabels(['angel', 'seed', 'pre-seed'])).toEqual(['Seed', 'Pre-seed']);
    expect(stageLabels(['Series-A'])).toEqual(['Series A']);
    expect(stageLabels(null)).toEqual([]);
  });

  it('offers advisors and investors the same labels', () => {
    expect(ADVISOR_STAGES.map(stageLabel)).toEqual(INVESTOR_STAGES.map(stageLabel));
    expect(INVESTOR_STAGES.map(stageLabel)).toEqual(['Pre-seed', 'Seed', 'Series A', 'Series B+']);
  });

  it("names a deal's round, or nothing when the source named none", () => {
    expect(roundLabel('series-a')).toBe('Series A');
    expect(roundLabel('angel')).toBe('Angel');
    expect(roundLabel('other')).toBeNull();
    expect(roundLabel('venture')).toBeNull();
    expect(roundLabel(null)).toBeNull();
  });
});

describe('readableText', () => {
  it('writes the keys of older sentences as labels, and nothing else', () => {
    expect(readableText('mostly software at series-a and seed; latest: Foo (series-c+, 2013).')).toBe(
      'mostly software at Series A and seed; latest: Foo (Series C+, 2013).',
    );
    expect(readableText('B2B SaaS at Series A')).toBe('B2B SaaS at Series A');
  });
});
