import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, firstInvalidField, isContactField, validateContact } from './contact-form';

describe('validateContact', () => {
  it('trims a complete form into the request to send', () => {
    expect(validateContact({ name: '  Pat  ', email: ' pat@example.com ', message: ' Hello \n' })).toEqual({
      ok: true,
      data: { name: 'Pat', email: 'pat@example.com', message: 'Hello' },
    });
  });

  it('names every failing field with its first message', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      ok: false,
      errors: { name: 'Name is required', email: 'Email is required', message: 'Message is required' },
    });
    expect(validateContact({ name: '   ', email: 'nope', message: 'Hi' })).toEqual({
      ok: false,
      errors: { name: 'Name is required', email: 'Invalid email address' },
    });
  });

  it('applies the length bounds', () => {
    const result = validateContact({ name: 'x'.repeat(101), email: 'a@b.co', message: 'x'.repeat(5001) });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name must be less than 100 characters',
        message: 'Message must be less than 5000 characters',
      },
    });
  });
});

describe('firstInvalidField', () => {
  it('follows the form order', () => {
    expect(firstInvalidField({ message: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({})).toBeNull();
  });
});

describe('isContactField', () => {
  it('accepts only the three fields', () => {
    expect(isContactField('email')).toBe(true);
    expect(isContactField('tier')).toBe(false);
    expect(isContactField(undefined)).toBe(false);
  });
});
