import { describe, expect, it } from 'vitest';
import { PRICING_TIERS } from '../features/marketing/landing-content';
import { isLocked, PLAN_FEATURES } from './plans';

const tier = (name: string) => PRICING_TIERS.find((t) => t.name === name)!;

describe('plans: the pricing page and the gates agree (spec: Starter includes email intro templates)', () => {
  it('lists each gated feature in the plan that includes it, and in no other', () => {
    for (const feature of Object.values(PLAN_FEATURES)) {
      expect(tier(feature.plan).features).toContain(feature.label);
      for (const other of PRICING_TIERS.filter((t) => t.name !== feature.plan))
        expect(other.features).not.toContain(feature.label);
    }
  });

  it('gives a Starter account its intro templates and locks the strategy behind Growth', () => {
    expect(PLAN_FEATURES.introTemplates.plan).toBe('Starter');
    expect(isLocked('introTemplates')).toBe(false);
    expect(PLAN_FEATURES.strategy.plan).toBe('Growth');
    expect(isLocked('strategy')).toBe(true);
    expect(isLocked('strategy', 'Growth')).toBe(false);
    expect(isLocked('strategy', 'Scale')).toBe(false);
  });
});
