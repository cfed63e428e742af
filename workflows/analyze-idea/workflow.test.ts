import { describe, expect, it } from 'vitest';
import { fakeActivities, overlapping } from '../../tests/fixtures/analyze-idea-fakes';
import { analyzeIdeaFlow } from './workflow';

describe('analyzeIdeaFlow', () => {
  it('loads the idea, matches investors and partners at once, then writes, drafts and saves in turn', async () => {
    const fakes = fakeActivities(overlapping());
    const summary = await analyzeIdeaFlow(fakes.activities)({ ideaId: 'idea-9' });

    expect(summary).toEqual({ investors: 2, partners: 1 });
    expect(fakes.log.slice(0, 4)).toEqual([
      'start:loadIdea',
      'end:loadIdea',
      'start:matchInvestors',
      'start:findDesignPartners',
    ]);
    expect(fakes.log.slice(-6)).toEqual([
      'start:writeStrategy',
      'end:writeStrategy',
      'start:draftIntros',
      'end:draftIntros',
      'start:saveRecommendations',
      'end:saveRecommendations',
    ]);
  });

  it('stops at the first failing step', async () => {
    const fakes = fakeActivities({
      draftIntros: async () => {
        throw new Error('no intros');
      },
    });
    await expect(analyzeIdeaFlow(fakes.activities)({ ideaId: 'idea-9' })).rejects.toThrow('no intros');
    expect(fakes.calls.saveRecommendations).toBe(0);
  });
});
