import type { FaqCategory, FaqItem } from './marketing-content';

/** Help centre categories, in display order; each is its own single-open accordion. */
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  'Getting Started',
  'Investor Matching',
  'Using the Platform',
  'Pricing & Billing',
];

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    category: 'Getting Started',
    question: 'How do I create an account?',
    answer:
      'Click Get Started, then sign up with your full name, email address and a password of at least 6 characters. You will be taken straight to a short two-step onboarding.',
  },
  {
    category: 'Getting Started',
    question: 'What happens during onboarding?',
    answer:
      'Step one asks for your LinkedIn profile URL so we can pre-fill your background. Step two depends on your role: founders describe their idea and fundraising goals, advisors choose their advisory areas and stages, and investors set their thesis, check size, stages and focus areas.',
  },
  {
    category: 'Getting Started',
    question: 'Can I use Roundwise as an advisor or an investor?',
    answer:
      'Yes. Founders get investor and design partner matches, advisors see startups that match their expertise and can express interest, and investors get a deal flow of recent startups. Each role has its own dashboard.',
  },
  {
    category: 'Investor Matching',
    question: 'How does AI investor matching work?',
    answer:
      'When you analyze an idea, we compare its description with our investor database, then rank investors by how likely they are to join a round like yours, learned from who joined past rounds. You get matched investors, design partners, a three-phase strategy and an intro email template.',
  },
  {
    category: 'Investor Matching',
    question: 'What do Hot, Warm and Cold mean?',
    answer:
      "They describe an investor's deals in our deal history, relative to the date it ends, which every status shows (for example 'Hot as of Jun 2013'): Hot means a deal in the 3 months before that date, Warm one in the 12 months before it, Cold none. They tell you how active an investor was then, not that it is investing today, so check its website and news before you reach out.",
  },
  {
    category: 'Investor Matching',
    question: 'How long does an analysis take?',
    answer:
      'An analysis usually takes 30-60 seconds. You can re-analyze an idea at any time after editing it or uploading new documents.',
  },
  {
    category: 'Using the Platform',
    question: 'How do I add a new idea?',
    answer:
      'From your dashboard, click New Idea and give it a title (up to 200 characters) and a description (up to 5,000 characters). Open the idea and click Analyze to get your matches.',
  },
  {
    category: 'Using the Platform',
    question: 'Which documents can I upload?',
    answer:
      'You can attach PDF, Word (DOC, DOCX), PowerPoint (PPT, PPTX) and plain text files to an idea, one file at a time and up to 20 MB each.',
  },
  {
    category: 'Using the Platform',
    question: 'Can I browse investors without an account?',
    answer:
      'Yes. The investor database is open to everyone, with a preview of the first 6 results. Sign in to see every investor that matches your search and filters.',
  },
  {
    category: 'Pricing & Billing',
    question: 'How much does Roundwise cost?',
    answer:
      'The Starter plan is free. The Growth and Scale plans are coming soon; join their waitlist from the pricing section and we will let you know when they open.',
  },
  {
    category: 'Pricing & Billing',
    question: 'What is the difference between the free and premium plans?',
    answer:
      'The free tier has limited database access and the core matching features. Premium plans give full access to the database and every feature, including cofounder search, idea deep research and a data room.',
  },
  {
    category: 'Pricing & Billing',
    question: 'Is there a discount for annual billing?',
    answer: 'Yes. Premium plans can be billed annually at a discount compared with paying monthly.',
  },
  {
    category: 'Pricing & Billing',
    question: 'Which payment methods do you accept?',
    answer: 'We accept Visa, Mastercard and American Express (Amex).',
  },
  {
    category: 'Pricing & Billing',
    question: 'Can I cancel or get a refund?',
    answer:
      'You can cancel at any time and keep access until the end of your current billing period. Every premium plan comes with a 14-day money-back guarantee.',
  },
];

/** The words of a help search: lower-cased, split on anything that is not a letter or digit. */
export function searchTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0);
}

/**
 * The FAQ items a help search keeps, in display order: an item stays when every word of the query appears
 * (case-insensitively) in its question, answer or category. A blank query keeps every item.
 */
export function filterFaq(query: string, items: readonly FaqItem[] = FAQ_ITEMS): FaqItem[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = `${item.question} ${item.answer} ${item.category}`.toLowerCase();
    return terms.every((term) => haystack.includes(term));
  });
}

/** The categories that still have items after a search, each with its items, in display order. */
export function groupFaq(items: readonly FaqItem[]): { category: FaqCategory; items: FaqItem[] }[] {
  return FAQ_CATEGORIES.map((category) => ({
    category,
    items: items.filter((item) => item.category === category),
  })).filter((group) => group.items.length > 0);
}
