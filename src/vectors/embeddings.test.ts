import { describe, expect, it } from 'vitest';
import { ideaText, profileText } from './embeddings';

describe('ideaText', () => {
  it("is the spec's 'title. description', trimmed", () => {
    expect(ideaText({ title: '  Freight copilot ', description: ' AI for brokers ' })).toBe(
      'Freight copilot. AI for brokers',
    );
  });

  it('leaves markup out: tags and scripts are not what the idea says', () => {
    expect(
      ideaText({
        title: 'Description with <b>bold</b>',
        description: '<script>alert(1)</script>Climate <i>logistics</i>',
      }),
    ).toBe('Description with bold. Climate logistics');
  });

  it("follows with each document's text, whitespace collapsed, empty ones left out", () => {
    const text = ideaText({ title: 'T', description: 'D' }, ['Deck\n\n  page  one', '   ', 'Memo']);
    expect(text).toBe('T. D\n\nDeck page one\n\nMemo');
  });

  it('caps each document and the whole text, keeping the idea itself first', () => {
    const text = ideaText(
      { title: 'T', description: 'D' },
      ['a', 'b', 'c', 'd'].map((c) => c.repeat(10_000)),
    );
    expect(text.startsWith('T. D\n\n')).toBe(true);
    expect(text.length).toBe(20_000);
    expect(text.split('\n\n')[1]).toHaveLength(6_000);
  });
});

describe('profileText', () => {
  const base = {
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    headline: null,
    skills: [],
    linkedin_url: null,
  };

  it("is the spec's 'name. LinkedIn: url' for a profile with a URL", () => {
    expect(profileText({ ...base, linkedin_url: 'https://www.linkedin.com/in/ada' })).toBe(
      'Ada Lovelace. LinkedIn: https://www.linkedin.com/in/ada',
    );
  });

  it("holds an advisor's headline and skills after the name", () => {
    expect(profileText({ ...base, headline: 'Fintech operator', skills: ['payments', 'growth'] })).toBe(
      'Ada Lovelace. Fintech operator. Skills: payments, growth',
    );
  });

  it('falls back on the e-mail name when no name was given', () => {
    expect(profileText({ ...base, full_name: null })).toBe('ada');
  });
});
