import type { TLinkedInProfile } from '@core/contracts/crawls';
import { describe, expect, it } from 'vitest';
import {
  checkLinkedinUrl,
  fieldsFromProfile,
  initialLinkedinStep,
  type LinkedinStepEvent,
  type LinkedinStepState,
  linkedinStepReducer,
  step1Body,
} from './linkedin-step-state';

const URL = 'https://www.linkedin.com/in/jane-doe';
const JANE: TLinkedInProfile = {
  fullName: ' Jane Doe ',
  headline: 'Co-founder & CTO at Ledgerly',
  skills: ['TypeScript', 'Payments', 'typescript', ' '],
  isTechnical: true,
};

const run = (...events: LinkedinStepEvent[]) =>
  events.reduce<LinkedinStepState>(linkedinStepReducer, initialLinkedinStep);

const reading = () => run({ type: 'urlChanged', url: URL }, { type: 'readStarted', url: URL });

describe('onboarding step 1: reading LinkedIn', () => {
  it('a read shows exactly what LinkedIn had, trimmed and without duplicate skills', () => {
    const s = linkedinStepReducer(reading(), { type: 'readSucceeded', requestId: 1, profile: JANE });
    expect(s.phase).toBe('review');
    expect(s.source).toBe('linkedin');
    expect(s.fields).toEqual({
      fullName: 'Jane Doe',
      headline: 'Co-founder & CTO at Ledgerly',
      skills: ['TypeScript', 'Payments'],
      isTechnical: true,
    });
  });

  it('a failed read invents nothing: every field is empty and the box unchecked', () => {
    const s = linkedinStepReducer(reading(), { type: 'readFailed', requestId: 1 });
    expect(s.phase).toBe('review');
    expect(s.source).toBe('manual');
    expect(s.fields).toEqual({ fullName: '', headline: '', skills: [], isTechnical: false });
  });

  it('Try again after a failure reads again and can succeed', () => {
    let s = linkedinStepReducer(reading(), { type: 'readFailed', requestId: 1 });
    s = linkedinStepReducer(s, { type: 'readStarted', url: URL });
    expect(s.phase).toBe('reading');
    s = linkedinStepReducer(s, { type: 'readSucceeded', requestId: 2, profile: JANE });
    expect(s.source).toBe('linkedin');
    expect(s.fields.fullName).toBe('Jane Doe');
  });

  it('a failed retry keeps what the user typed', () => {
    let s = linkedinStepReducer(reading(), { type: 'readFailed', requestId: 1 });
    s = linkedinStepReducer(s, { type: 'fieldChanged', field: 'fullName', value: 'Ada' });
    s = linkedinStepReducer(s, { type: 'readStarted', url: URL });
    s = linkedinStepReducer(s, { type: 'readFailed', requestId: 2 });
    expect(s.phase).toBe('review');
    expect(s.fields.fullName).toBe('Ada');
  });

  it('ignores the late answer of an earlier read', () => {
    let s = reading();
    s = linkedinStepReducer(s, { type: 'readStarted', url: URL });
    s = linkedinStepReducer(s, { type: 'readSucceeded', requestId: 1, profile: JANE });
    expect(s.phase).toBe('reading');
    s = linkedinStepReducer(s, { type: 'readFailed', requestId: 2 });
    expect(s.source).toBe('manual');
  });

  it('editing the URL away from the one read drops the details; editing it back to the same keeps them', () => {
    const read = linkedinStepReducer(reading(), { type: 'readSucceeded', requestId: 1, profile: JANE });
    expect(linkedinStepReducer(read, { type: 'urlChanged', url: `${URL} ` }).phase).toBe('review');
    const other = linkedinStepReducer(read, { type: 'urlChanged', url: 'https://www.linkedin.com/in/x-y' });
    expect(other.phase).toBe('url');
    expect(other.fields.fullName).toBe('');
  });

  it('changing the URL while reading cancels that read', () => {
    let s = linkedinStepReducer(reading(), { type: 'urlChanged', url: 'https://linkedin.com/in/other' });
    expect(s.phase).toBe('url');
    s = linkedinStepReducer(s, { type: 'readSucceeded', requestId: 1, profile: JANE });
    expect(s.phase).toBe('url');
  });

  it('the saved URL fills only an empty box', () => {
    expect(run({ type: 'urlPrefilled', url: URL }).url).toBe(URL);
    expect(run({ type: 'urlChanged', url: 'typed' }, { type: 'urlPrefilled', url: URL }).url).toBe('typed');
  });

  it('skills are added once and removed', () => {
    let s = linkedinStepReducer(reading(), { type: 'readSucceeded', requestId: 1, profile: JANE });
    s = linkedinStepReducer(s, { type: 'skillAdded', skill: '  Go ' });
    s = linkedinStepReducer(s, { type: 'skillAdded', skill: 'payments' });
    s = linkedinStepReducer(s, { type: 'skillRemoved', skill: 'TypeScript' });
    expect(s.fields.skills).toEqual(['Payments', 'Go']);
  });

  it('fieldsFromProfile keeps a missing headline empty', () => {
    expect(fieldsFromProfile({ ...JANE, headline: null }).headline).toBe('');
  });
});

describe('checkLinkedinUrl', () => {
  it("uses the spec's messages", () => {
    expect(checkLinkedinUrl('  ')).toEqual({
      ok: false,
      empty: true,
      message: 'Please enter your LinkedIn profile URL',
    });
    expect(checkLinkedinUrl('https://example.com/jane')).toMatchObject({ ok: false, empty: false });
    expect(checkLinkedinUrl(` ${URL} `)).toEqual({ ok: true, url: URL });
  });
});

describe('step1Body', () => {
  it('sends what LinkedIn read, as confirmed', () => {
    let s = linkedinStepReducer(reading(), { type: 'readSucceeded', requestId: 1, profile: JANE });
    s = linkedinStepReducer(s, { type: 'technicalChanged', value: false });
    expect(step1Body(s, 'founder')).toEqual({
      ok: true,
      body: {
        linkedinUrl: URL,
        userType: 'founder',
        fullName: 'Jane Doe',
        headline: 'Co-founder & CTO at Ledgerly',
        skills: ['TypeScript', 'Payments'],
        isTechnical: false,
      },
    });
  });

  it('after a failed read, the full name is required (ZFullName)', () => {
    const s = linkedinStepReducer(reading(), { type: 'readFailed', requestId: 1 });
    expect(step1Body(s, 'advisor')).toEqual({
      ok: false,
      field: 'fullName',
      message: 'Full name is required',
    });
    const long = linkedinStepReducer(s, { type: 'fieldChanged', field: 'fullName', value: 'x'.repeat(101) });
    expect(step1Body(long, 'advisor')).toMatchObject({
      ok: false,
      message: 'Full name must be less than 100 characters',
    });
  });

  it('a manual entry sends only what was typed: no empty headline, no skills, no untouched box', () => {
    let s = linkedinStepReducer(reading(), { type: 'readFailed', requestId: 1 });
    s = linkedinStepReducer(s, { type: 'fieldChanged', field: 'fullName', value: '  Ada Lovelace ' });
    expect(step1Body(s, 'founder')).toEqual({
      ok: true,
      body: { linkedinUrl: URL, userType: 'founder', fullName: 'Ada Lovelace' },
    });
    s = linkedinStepReducer(s, { type: 'fieldChanged', field: 'headline', value: 'Mathematician' });
    s = linkedinStepReducer(s, { type: 'technicalChanged', value: true });
    expect(step1Body(s, 'founder')).toEqual({
      ok: true,
      body: {
        linkedinUrl: URL,
        userType: 'founder',
        fullName: 'Ada Lovelace',
        headline: 'Mathematician',
        isTechnical: true,
      },
    });
  });
});
