import { describe, expect, it } from 'vitest';
import { ZSignInForm, ZSignUpForm } from './auth-schemas';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('sign-up form rules (spec §5)', () => {
  it('accepts a full name, a valid email and a 6-character password, trimmed', () => {
    const r = ZSignUpForm.safeParse({
      fullName: '  Ada Lovelace ',
      email: ' ada@example.com ',
      password: 'secret',
    });
    expect(r.success && r.data).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret',
    });
  });
  it('requires every field', () => {
    expect(firstMessage(ZSignUpForm.safeParse({ fullName: ' ', email: 'a@b.co', password: 'secret' }))).toBe(
      'Full name is required',
    );
    expect(firstMessage(ZSignUpForm.safeParse({ fullName: 'A', email: '', password: 'secret' }))).toBe(
      'Email is required',
    );
  });
  it('refuses a password under 6 characters and an invalid email', () => {
    expect(firstMessage(ZSignUpForm.safeParse({ fullName: 'A', email: 'a@b.co', password: '12345' }))).toBe(
      'Password must be at least 6 characters',
    );
    expect(
      firstMessage(ZSignUpForm.safeParse({ fullName: 'A', email: 'not-an-email', password: 'secret' })),
    ).toBe('Please enter a valid email address');
  });
});

describe('sign-in form rules', () => {
  it('requires email and password', () => {
    expect(firstMessage(ZSignInForm.safeParse({ email: '', password: 'x' }))).toBe('Email is required');
    expect(firstMessage(ZSignInForm.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Password is required',
    );
  });
});
