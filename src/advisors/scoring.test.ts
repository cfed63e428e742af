import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaText } from '../vectors/embeddings';
import { OnnxEmbedder } from '../vectors/onnx-embedder';
import { ideaSubstance } from './idea-substance';
import { areasNeeded, focusMatched } from './needs';
import { ideaMeaningFor, scoreIdeaForAdvisor } from './recommend-startups';

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
  const advisor = { advisory_roles: ['operations', 'sales'], advisory_stages: ['seed'] };
  const meaning = {
    profile: 0.4,
    skill: { name: 'freight brokerage', cosine: 0.45 },
    areas: new Map([
      ['operations', 0.4],
      ['sales', 0.36],
    ]),
    substance: 1,
  };

  it('counts stage, the areas it needs and profile closeness, all from meaning, and says why', () => {
    const full = scoreIdeaForAdvisor(advisor, freight, meaning);
    expect(full.similarity).toBe(1);
    expect(full.reasons).toEqual([
      'Seed, a stage you advise',
      'Needs operations and sales help',
      'Close to your experience in freight brokerage',
    ]);
    const noProfile = scoreIdeaForAdvisor(advisor, freight, { ...meaning, profile: null, skill: null });
    expect(noProfile.similarity).toBeCloseTo(0.6, 5);
    expect(noProfile.reasons).not.toContain('Close to your profile');
    const wrongStage = scoreIdeaForAdvisor(
      advisor,
      { ...freight, stage: 'series-c+' },
      { ...meaning, profile: null },
    );
    expect(wrongStage.similarity).toBeCloseTo(0.3, 5);
    // No stage on the idea: half the stage part.
    expect(
      scoreIdeaForAdvisor(advisor, { ...freight, stage: null }, { ...meaning, profile: null }).similarity,
    ).toBeCloseTo(0.45, 5);
    // An area far from the idea is not needed, and is not given as a reason.
    const farAreas = scoreIdeaForAdvisor(advisor, freight, { ...meaning, areas: new Map([['sales', 0.1]]) });
    expect(farAreas.similarity).toBeCloseTo(0.7, 5);
    expect(farAreas.reasons.join(' ')).not.toMatch(/Needs/);
  });

  it('gives an idea that says nothing yet no match, however its keywords read', () => {
    expect(scoreIdeaForAdvisor(advisor, freight, { ...meaning, substance: 0 }).similarity).toBe(0);
    expect(scoreIdeaForAdvisor(advisor, freight, { ...meaning, substance: 0.5 }).similarity).toBe(0.5);
  });
});

describe('how much an idea says', () => {
  it('is full for a product and whom it serves, and little for keywords, markup or placeholders', () => {
    expect(ideaSubstance(`${freight.title}. ${freight.description}`)).toBe(1);
    expect(ideaSubstance('Freight copilot. AI assistant for freight brokers')).toBeCloseTo(2 / 3, 5);
    expect(ideaSubstance('Description with <b>bold</b>... climate logistics seed Europe')).toBeCloseTo(
      1 / 3,
      5,
    );
    expect(
      ideaSubstance('My startup. <script>alert(1)</script> health AI app startup seed clinics'),
    ).toBeCloseTo(1 / 2, 5);
    expect(ideaSubstance('Untitled. lorem ipsum dolor sit amet')).toBe(0);
  });
});

describe("an idea's meaning to an advisor (the shipped model)", () => {
  let model: OnnxEmbedder;
  beforeAll(async () => {
    model = await OnnxEmbedder.open();
  });
  afterAll(() => model.close());

  it('names the skill nearest the idea, the areas it needs, and marks a placeholder as saying nothing', async () => {
    const advisor = { advisory_roles: ['operations', 'legal'], skills: ['freight brokerage', 'tax law'] };
    const ideas = [
      { title: freight.title, description: freight.description },
      { title: 'TODO', description: 'TODO: write the description. Lorem ipsum.' },
    ];
    const vectors = await model.embed(ideas.map((i) => ideaText(i)));
    const [real, placeholder] = await ideaMeaningFor(
      model,
      advisor,
      (await model.embed(['Freight operator']))[0]!,
      ideas.map((i, k) => ({ ...i, vector: vectors[k] })),
    );
    expect(real!.skill?.name).toBe('freight brokerage');
    expect(real!.areas.get('operations')!).toBeGreaterThan(real!.areas.get('legal')!);
    expect(real!.substance).toBe(1);
    expect(placeholder!.substance).toBe(0);
  });
});
