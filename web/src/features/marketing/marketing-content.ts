// Hard-coded display data for the static pages (spec §3 "Hard-coded display data").
// The FAQ lives in faq-content.ts; the landing page's copy lives in landing-content.ts.

export type Job = {
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
};

export type BlogPost = {
  title: string;
  excerpt: string;
  category: string;
  date: string;
  readTime: string;
};

export type Testimonial = {
  founder: string;
  company: string;
  raised: string;
  quote: string;
  metric: string;
};

export type AdvisorCard = {
  name: string;
  expertise: string;
  experience: string;
  companies: string[];
  rate: string;
};

export type FaqCategory =
  | 'Getting Started'
  | 'Investor Matching'
  | 'Using the Platform'
  | 'Pricing & Billing';

export type FaqItem = {
  question: string;
  answer: string;
  category: FaqCategory;
};

/** The company's mailboxes. */
export const MAILBOXES = {
  general: 'hello@roundwise.example',
  support: 'support@roundwise.example',
  business: 'business@roundwise.example',
  careers: 'careers@roundwise.example',
} as const;

export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

export const JOBS: readonly Job[] = [
  {
    title: 'Senior Full Stack Engineer',
    department: 'Engineering',
    location: 'Remote',
    type: 'Full-time',
    description:
      'Own features end to end across our React front end and TypeScript services, from investor matching to the founder dashboard. You care about fast, reliable software and clean data pipelines.',
  },
  {
    title: 'Product Designer',
    department: 'Design',
    location: 'Remote',
    type: 'Full-time',
    description:
      'Shape how founders discover investors and plan their rounds. You will run research with founders, design flows in detail and ship polished, accessible interfaces with engineering.',
  },
  {
    title: 'Growth Marketing Lead',
    department: 'Marketing',
    location: 'Remote',
    type: 'Full-time',
    description:
      'Build the channels that bring founders to Roundwise: content, partnerships with accelerators and communities, and lifecycle programs. You measure everything and iterate quickly.',
  },
];

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    title: 'How to Build a Target Investor List That Actually Converts',
    excerpt:
      'Spraying your deck at hundreds of funds wastes months. Here is how to narrow the list to investors whose stage, check size and thesis genuinely fit your company.',
    category: 'Fundraising',
    date: 'January 15, 2025',
    readTime: '6 min read',
  },
  {
    title: "Hot, Warm or Cold: Reading an Investor's Recent Activity",
    excerpt:
      'An investor who closed deals last month behaves differently from one who has been quiet all year. Learn how to prioritise outreach by deployment activity.',
    category: 'Investor Insights',
    date: 'January 8, 2025',
    readTime: '5 min read',
  },
  {
    title: 'Design Partners: Your Best Evidence Before the Seed Round',
    excerpt:
      'Early customers who co-build with you de-risk the product and make the fundraising story concrete. A practical guide to finding and structuring design partnerships.',
    category: 'Product',
    date: 'December 18, 2024',
    readTime: '7 min read',
  },
  {
    title: 'Writing Intro Emails Investors Want to Answer',
    excerpt:
      'A warm introduction only works if the forwardable email is short, specific and easy to say yes to. Templates and examples you can adapt today.',
    category: 'Outreach',
    date: 'December 4, 2024',
    readTime: '4 min read',
  },
];

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    founder: 'Maya Patel',
    company: 'LedgerLoop',
    raised: '$4M Seed',
    quote:
      'Roundwise showed us which funds had a track record of seed checks in fintech. We stopped chasing the wrong partners and closed with investors who already understood our market.',
    metric: 'Closed in 7 weeks',
  },
  {
    founder: 'Daniel Okafor',
    company: 'Stackwell',
    raised: '$1.5M Pre-Seed',
    quote:
      'The design partner suggestions were the surprise. Two of them became paying customers, and that traction is what got our lead investor over the line.',
    metric: '2 design partners converted to customers',
  },
  {
    founder: 'Elena Rossi',
    company: 'CareSignal',
    raised: '$12M Series A',
    quote:
      'The three-phase strategy kept our team honest about milestones, and the intro templates saved hours every week of the process.',
    metric: '18 investor meetings from warm intros',
  },
];

/** Headline stats on the success stories page (spec §9). */
export const SUCCESS_STATS: readonly { value: string; label: string }[] = [
  { value: '$50M+', label: 'Raised by founders' },
  { value: '120+', label: 'Rounds closed' },
  { value: '35%', label: 'Faster time to close' },
];

export const ADVISORS: readonly AdvisorCard[] = [
  {
    name: 'Jordan Reyes',
    expertise: 'Fundraising strategy & investor relations',
    experience: 'Former VP Finance; raised across four rounds from seed to Series C',
    companies: ['Northwind', 'Brightpath', 'Fieldstone'],
    rate: '$500',
  },
  {
    name: 'Priya Raman',
    expertise: 'Product-led growth & go-to-market',
    experience: 'Ex-Head of Growth at two B2B SaaS companies',
    companies: ['Cloudline', 'Metricly'],
    rate: '$450',
  },
  {
    name: 'Marcus Lee',
    expertise: 'Technical architecture & engineering hiring',
    experience: 'Two-time CTO; built and scaled engineering teams from zero',
    companies: ['Datapine', 'Quantia', 'Orbit Labs'],
    rate: '$400',
  },
];
