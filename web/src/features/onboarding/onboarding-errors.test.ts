import { ZCompleteOnboardingRequest } from '@core/contracts/onboarding';
import { describe, expect, it } from 'vitest';
import { fieldErrors, parseCheckSize, toastForOnboardingError } from './onboarding-errors';

const investor = {
  role: 'investor',
  investmentThesis: 'Seed-stage B2B software in Europe',
  checkSizeMin: 100,
  checkSizeMax: 500,
  preferredStages: ['seed'],
  focusAreas: ['b2b-saas'],
};

function toastFor(input: unknown) {
  const r = ZCompleteOnboardingRequest.safeParse(input);
  if (r.success) throw new Error('expected the input to be refused');
  return toastForOnboardingError(r.error);
}

describe('onboarding step-2 toasts (spec §5)', () => {
  it('founder: title and description are required', () => {
    expect(toastFor({ role: 'founder', ideaTitle: ' ', ideaDescription: 'x' })).toEqual({
      title: 'Required fields missing',
      description: 'Please fill in all required fields',
    });
  });
  it('advisor: at least one role and one stage', () => {
    expect(toastFor({ role: 'advisor', advisoryRoles: ['product'], advisoryStages: [] })).toEqual({
      title: 'Required fields missing',
      description: 'Please select at least one role and stage',
    });
  });
  it('investor: min and max must be whole numbers of 0 or more', () => {
    expect(toastFor({ ...investor, checkSizeMin: -1 })).toEqual({
      title: 'Invalid minimum check size',
      description: 'Please enter a valid positive number',
    });
    expect(toastFor({ ...investor, checkSizeMax: 2.5 })).toEqual({
      title: 'Invalid maximum check size',
      description: 'Please enter a valid positive number',
    });
    expect(toastFor({ ...investor, checkSizeMin: Number.NaN })).toMatchObject({
      title: 'Invalid minimum check size',
    });
  });
  it('investor: min must not exceed max', () => {
    expect(toastFor({ ...investor, checkSizeMin: 900 })).toEqual({
      title: 'Invalid check size range',
      description: 'Minimum check size cannot be greater than maximum',
    });
  });
  it('investor: thesis, a stage and a focus area are required', () => {
    expect(toastFor({ ...investor, investmentThesis: '' }).title).toBe('Required fields missing');
    expect(toastFor({ ...investor, focusAreas: [] }).title).toBe('Required fields missing');
  });
});

describe('parseCheckSize', () => {
  it('reads whole numbers and refuses anything else', () => {
    expect(parseCheckSize(' 250 ')).toBe(250);
    expect(parseCheckSize('0')).toBe(0);
    expect(parseCheckSize('-5')).toBeNaN();
    expect(parseCheckSize('1.5')).toBeNaN();
    expect(parseCheckSize('')).toBeNaN();
  });
});

describe('fieldErrors: each refused field with its own message, for the form to mark', () => {
  it('names every refused field once, with the first message', () => {
    const r = ZCompleteOnboardingRequest.safeParse({ role: 'founder', ideaTitle: ' ', ideaDescription: '' });
    if (r.success) throw new Error('expected the input to be refused');
    expect(fieldErrors(r.error)).toEqual({
      ideaTitle: 'Please fill in all required fields',
      ideaDescription: 'Please fill in all required fields',
    });
  });

  it('says a pasted description is too long rather than cutting it', () => {
    const r = ZCompleteOnboardingRequest.safeParse({
      role: 'founder',
      ideaTitle: 'Freight copilot',
      ideaDescription: 'x'.repeat(6000),
    });
    if (r.success) throw new Error('expected the input to be refused');
    expect(fieldErrors(r.error)).toEqual({
      ideaDescription: 'Idea description must be at most 5000 characters',
    });
  });

  it('marks both advisor choices when neither is made', () => {
    const r = ZCompleteOnboardingRequest.safeParse({
      role: 'advisor',
      advisoryRoles: [],
      advisoryStages: [],
    });
    if (r.success) throw new Error('expected the input to be refused');
    expect(Object.keys(fieldErrors(r.error))).toEqual(['advisoryRoles', 'advisoryStages']);
  });
});
