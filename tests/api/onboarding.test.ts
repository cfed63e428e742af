import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, uniqueEmail } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const LINKEDIN = 'https://www.linkedin.com/in/ada-lovelace';

async function newUser() {
  const c = new Client(app.url);
  await c.signUp({ name: 'New User', email: uniqueEmail('onb') });
  const id = (await c.get('/api/me')).body.user.id as string;
  return { c, id };
}

async function savedState(id: string) {
  const profile = await app.db
    .selectFrom('profiles')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const contexts = await app.db.selectFrom('user_context').selectAll().where('user_id', '=', id).execute();
  const ideas = await app.db.selectFrom('ideas').selectAll().where('user_id', '=', id).execute();
  return { profile, contexts, ideas };
}

describe('onboarding step 1: LinkedIn profile URL', () => {
  it('requires the URL, with the spec message', async () => {
    const { c, id } = await newUser();
    const res = await c.post('/api/onboarding/linkedin', { linkedinUrl: '  ', userType: 'founder' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      field: 'linkedinUrl',
      message: 'Please enter your LinkedIn profile URL',
    });
    expect((await savedState(id)).profile.linkedin_url).toBeNull();
  });

  it('accepts only a linkedin.com/in/ profile URL', async () => {
    const { c, id } = await newUser();
    for (const bad of [
      'https://example.com/in/ada',
      'https://www.linkedin.com/company/acme',
      'javascript:alert(1)',
    ]) {
      const res = await c.post('/api/onboarding/linkedin', { linkedinUrl: bad, userType: 'founder' });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('linkedinUrl');
    }
    expect((await savedState(id)).profile.linkedin_url).toBeNull();
    const ok = await c.post('/api/onboarding/linkedin', { linkedinUrl: LINKEDIN, userType: 'advisor' });
    expect(ok.status).toBe(200);
    const { profile } = await savedState(id);
    expect(profile).toMatchObject({
      linkedin_url: LINKEDIN,
      user_type: 'advisor',
      onboarding_completed: false,
    });
  });
});

describe('onboarding step 2 saves everything and completes', () => {
  it('founder: profile, founder context with the goal, and the first idea', async () => {
    const { c, id } = await newUser();
    const res = await c.post('/api/onboarding/complete', {
      role: 'founder',
      ideaTitle: '  Freight copilot  ',
      ideaDescription: 'AI for freight brokers',
      fundraisingGoal: 'Raise $1.5M seed',
    });
    expect(res.status).toBe(200);
    const s = await savedState(id);
    expect(s.profile).toMatchObject({ user_type: 'founder', onboarding_completed: true });
    expect(s.contexts).toHaveLength(1);
    expect(s.contexts[0]).toMatchObject({
      context_type: 'founder',
      context_data: { fundraising_goal: 'Raise $1.5M seed', onboarding_completed: true },
    });
    expect(s.ideas.map((i) => i.title)).toEqual(['Freight copilot']);
    expect(res.body.ideaId).toBe(s.ideas[0]!.id);
  });

  it('advisor: areas, stages and commitment on the profile and in the context', async () => {
    const { c, id } = await newUser();
    const res = await c.post('/api/onboarding/complete', {
      role: 'advisor',
      advisoryRoles: ['product', 'fundraising'],
      advisoryStages: ['seed'],
      timeCommitment: '5-10_hours_month',
      compensationPreference: 'equity_only',
    });
    expect(res.status).toBe(200);
    const s = await savedState(id);
    expect(s.profile).toMatchObject({
      user_type: 'advisor',
      onboarding_completed: true,
      advisory_roles: ['product', 'fundraising'],
      advisory_stages: ['seed'],
      time_commitment: '5-10_hours_month',
    });
    expect(s.contexts[0]!.context_data).toMatchObject({ compensation_preference: 'equity_only' });
    expect((await c.get('/api/me/role')).body.role).toBe('advisor');
  });

  it('investor: firm, thesis, check sizes, stages and focus areas', async () => {
    const { c, id } = await newUser();
    const res = await c.post('/api/onboarding/complete', {
      role: 'investor',
      firmName: 'Northwind Ventures',
      investmentThesis: 'Pre-seed fintech in Europe',
      checkSizeMin: 50,
      checkSizeMax: 250,
      preferredStages: ['pre-seed', 'seed'],
      focusAreas: ['fintech'],
    });
    expect(res.status).toBe(200);
    const s = await savedState(id);
    expect(s.profile).toMatchObject({
      user_type: 'investor',
      onboarding_completed: true,
      company_name: 'Northwind Ventures',
    });
    expect(s.contexts[0]!.context_data).toMatchObject({
      check_size_min: 50,
      check_size_max: 250,
      focus_areas: ['fintech'],
    });
    expect((await c.get('/api/me')).body.context).toMatchObject({
      investment_thesis: 'Pre-seed fintech in Europe',
    });
  });
});

describe('bad input on step 2 gets the spec message and saves nothing', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      'founder without a title',
      { role: 'founder', ideaTitle: ' ', ideaDescription: 'x' },
      'ideaTitle',
      'Please fill in all required fields',
    ],
    [
      'founder without a description',
      { role: 'founder', ideaTitle: 'x' },
      'ideaDescription',
      'Please fill in all required fields',
    ],
    [
      'founder title over 200',
      { role: 'founder', ideaTitle: 'x'.repeat(201), ideaDescription: 'x' },
      'ideaTitle',
      'Idea title must be at most 200 characters',
    ],
    [
      'advisor without a stage',
      { role: 'advisor', advisoryRoles: ['legal'], advisoryStages: [] },
      'advisoryStages',
      'Please select at least one role and stage',
    ],
    [
      'advisor without a role',
      { role: 'advisor', advisoryRoles: [], advisoryStages: ['seed'] },
      'advisoryRoles',
      'Please select at least one role and stage',
    ],
    [
      'advisor with an unknown area',
      { role: 'advisor', advisoryRoles: ['astrology'], advisoryStages: ['seed'] },
      'advisoryRoles.0',
      '',
    ],
    ...(
      [
        [
          'investor with a negative minimum',
          { checkSizeMin: -1 },
          'checkSizeMin',
          'Please enter a valid positive number',
        ],
        [
          'investor with a fractional maximum',
          { checkSizeMax: 1.5 },
          'checkSizeMax',
          'Please enter a valid positive number',
        ],
        [
          'investor with min above max',
          { checkSizeMin: 600 },
          'checkSizeMin',
          'Minimum check size cannot be greater than maximum',
        ],
        [
          'investor without a thesis',
          { investmentThesis: '' },
          'investmentThesis',
          'Please fill in all required fields',
        ],
        [
          'investor without a focus area',
          { focusAreas: [] },
          'focusAreas',
          'Please fill in all required fields',
        ],
      ] as const
    ).map(
      ([name, patch, field, msg]) =>
        [
          name,
          {
            role: 'investor',
            investmentThesis: 'Seed SaaS',
            checkSizeMin: 100,
            checkSizeMax: 500,
            preferredStages: ['seed'],
            focusAreas: ['b2b-saas'],
            ...patch,
          },
          field,
          msg,
        ] as [string, Record<string, unknown>, string, string],
    ),
    ['an unknown role', { role: 'astronaut' }, 'role', ''],
  ];

  it.each(cases)('%s', async (_name, body, field, message) => {
    const { c, id } = await newUser();
    const res = await c.post('/api/onboarding/complete', body);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
    if (message) expect(res.body.error.message).toBe(message);
    const s = await savedState(id);
    expect(s.profile.onboarding_completed).toBe(false);
    expect(s.contexts).toHaveLength(0);
    expect(s.ideas).toHaveLength(0);
  });
});
