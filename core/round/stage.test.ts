import { describe, expect, it } from 'vitest';
import { readStage, stageForAmount } from './stage';

const stage = (text: string) => readStage(text)?.stage ?? null;

describe('readStage', () => {
  it.each([
    ['Raising a pre-seed round', 'pre-seed'],
    ['Preseed', 'pre-seed'],
    ['Seed', 'seed'],
    ['Seed-stage fintech in Lagos', 'seed'],
    ['A $2M seed to hire engineers', 'seed'],
    ['We are raising our Series A', 'series-a'],
    ['Ronda Serie A de 5 millones', 'series-a'],
    ['Levée de fonds Série A', 'series-a'],
    ['Series B to expand to the US', 'series-b'],
    ['Series C', 'series-c+'],
    ['Angel round of $300k', 'pre-seed'],
    ['pre-Series A round', 'seed'],
    ['A bridge to Series A', 'seed'],
    ['Growth-stage round', 'growth'],
    ['Wir suchen eine Seed-Runde', 'seed'],
    ['levantando rodada seed', 'seed'],
  ])('%s', (text, expected) => expect(stage(text)).toBe(expected));

  it('prefers the round being raised over past rounds', () => {
    expect(stage('We raised a seed round in 2022 and are now raising our Series A')).toBe('series-a');
    expect(stage('After closing our pre-seed, we are raising a seed round')).toBe('seed');
  });

  it('reads no stage from ordinary words', () => {
    for (const text of [
      'Better seed varieties for smallholder farmers',
      'A bridge between patients and doctors',
      'Serious about AI',
    ])
      expect(stage(text), text).toBeNull();
  });

  it('infers the stage from the amount by the stated thresholds', () => {
    expect([300, 999, 1000, 3999, 4000, 19_999, 20_000, 60_000, 150_000].map(stageForAmount)).toEqual([
      'pre-seed',
      'pre-seed',
      'seed',
      'seed',
      'series-a',
      'series-a',
      'series-b',
      'series-c+',
      'growth',
    ]);
  });
});
