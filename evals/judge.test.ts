import { describe, expect, it } from 'vitest';
import { StructuredOutputError } from '../agents/models/chat-model';
import { fakeChatModel } from '../agents/models/fake-model';
import { judge, summarizeJudgements } from './judge';

const item = {
  idea: { title: 'Clinicflow', description: 'AI intake for clinics', industry: 'health', stage: 'seed' },
  strategy: { phase1_mvp: { description: 'An intake assistant.' } },
  intro: { investor: 'Acme Ventures', subject: 'Hi', body: 'You backed Medly.', citedCompany: 'Medly' },
  investorDeals: [{ company: 'Medly', round: 'seed', year: 2012 }],
};
const rubric = (n: number, comment: string) => ({
  specificity: n,
  grounding: n,
  clarity: n,
  usefulness: n,
  comment,
});

describe('the LLM judge', () => {
  it("grades a case's strategy and intro with the rubric, showing the model the material", async () => {
    const model = fakeChatModel([{ strategy: rubric(4, 'Concrete.'), intro: rubric(3, 'Generic opener.') }]);
    const j = await judge(model, item);
    expect(j.strategy.specificity).toBe(4);
    expect(j.intro.comment).toBe('Generic opener.');
    expect(model.lastMessages()[0]).toContain('"citedCompany": "Medly"');
  });

  it('sends an out-of-range score back, then fails clearly', async () => {
    const model = fakeChatModel([
      { strategy: rubric(9, 'x'), intro: rubric(3, 'y') },
      { strategy: rubric(0, 'x'), intro: rubric(3, 'y') },
    ]);
    await expect(judge(model, item, 1)).rejects.toThrow(StructuredOutputError);
    expect(model.prompts).toHaveLength(2);
  });

  it('averages each dimension over the judged cases', () => {
    const s = summarizeJudgements([
      { strategy: rubric(4, 'a'), intro: rubric(2, 'b') },
      { strategy: rubric(5, 'c'), intro: rubric(3, 'd') },
    ]);
    expect(s.judged).toBe(2);
    expect(s.strategy).toEqual({ specificity: 4.5, grounding: 4.5, clarity: 4.5, usefulness: 4.5 });
    expect(s.intro.clarity).toBe(2.5);
    expect(s.comments).toEqual(['a', 'b', 'c', 'd']);
    expect(summarizeJudgements([]).judged).toBe(0);
  });
});
