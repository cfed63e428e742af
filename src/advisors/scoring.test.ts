import { describe, expect, it } from 'vitest';
import { areasNeeded, focusMatched } from './needs';
import { scoreIdeaForAdvisor } from './recommend-startups';

const freight = {
  title: 'Freight copilot',
  description: 'An AI assistant that quotes and books loads for freight brokers.',
  industry: null,
  stage: 'seed',
  target_check_size: 1500,
};

describe('what an idea needs', () => {
  it('finds the advisory areas and focus areas its words call for, whole words only', () => {
    expect(areasNeeded(freight.description, ['operations', 'sales', 'legal', 'technical'])).toEqual([
      'operations',
      'sales',
      'technical',
    ]);
    expect(focusMatched('Payments for clinics', ['fintech', 'healthcare', 'climate'])).toEqual([
      'fintech',
      'healthcare',
    ]);
    // "ai" inside "maintain" is not AI.
    expect(focusMatched('We maintain gardens', ['ai-ml'])).toEqual([]);
  });
});

describe('an idea for an advisor', () => {
  it('counts stage, areas and profile closeness, and says why', () => {
    const advisor = { advisory_roles: ['operations', 'sales'], advisory_stages: ['seed'] };
    const full = scoreIdeaForAdvisor(advisor, freight, 0.35);
    expect(full.similarity).toBe(1);
    expect(full.reasons).toEqual([
      'Seed, a stage you advise',
      'Needs operations and sales help',
      'Close to your profile',
    ]);
    const noProfile = scoreIdeaForAdvisor(advisor, freight, null);
    expect(noProfile.similarity).toBeCloseTo(0.6, 5);
    const wrongStage = scoreIdeaForAdvisor(advisor, { ...freight, stage: 'series-c+' }, null);
    expect(wrongStage.similarity).toBeCloseTo(0.3, 5);
    // No stage on the idea: half the stage part.
    expect(scoreIdeaForAdvisor(advisor, { ...freight, stage: null }, null).similarity).toBeCloseTo(0.45, 5);
    expect(scoreIdeaForAdvisor(advisor, freight, -0.2).similarity).toBeCloseTo(0.6, 5);
  });
});
