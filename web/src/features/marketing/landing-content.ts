import type { WaitlistTier } from '@core/contracts/vocabulary';
import type { InvestorCardData } from '@web/features/investors/investor-format';
import { PLAN_FEATURES } from '@web/lib/plans';
import {
  Database,
  Handshake,
  type LucideIcon,
  Mail,
  MessageSquareText,
  Rocket,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Target,
  Users,
} from 'lucide-react';

export type Feature = { icon: LucideIcon; title: string; description: string };

export const FEATURES: readonly Feature[] = [
  {
    icon: Database,
    title: 'Comprehensive Investor Database',
    description:
      '20K+ VCs: stages, check sizes and focus areas from a 2026 firm directory, and the deals each one made, every one of them dated.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Smart Search & Filters',
    description:
      'Search by name, focus area or description and filter by activity to find the investors who fit your round.',
  },
  {
    icon: Handshake,
    title: 'Design Partner Matching',
    description:
      'Find the early customers who will co-build with you, validate the product and strengthen your story.',
  },
  {
    icon: Target,
    title: 'Fundraising Strategy',
    description:
      'A three-phase plan from MVP to validation to the raise, with a recommended amount, dilution and timeline.',
  },
  {
    icon: Mail,
    title: 'Intro Email Templates',
    description: 'Short, forwardable intro emails tailored to each investor, ready for a warm introduction.',
  },
  {
    icon: ShieldCheck,
    title: 'Quality Focus',
    description:
      'A shortlist of investors who genuinely fit your stage and market, not a list of hundreds to spray.',
  },
];

export type Step = { icon: LucideIcon; title: string; description: string };

export const STEPS: readonly Step[] = [
  {
    icon: MessageSquareText,
    title: 'Tell your story',
    description:
      'Describe your startup, your market and your fundraising goals. Add your deck and documents.',
  },
  {
    icon: Sparkles,
    title: 'Get intelligent matches',
    description:
      "AI ranks investors and design partners for you. 'Hot' investors, the most active in the deal history, come first; 'Later' prospects are to be nurtured.",
  },
  {
    icon: Users,
    title: 'Warm introductions',
    description: 'Use tailored intro email templates to reach each investor through the right connection.',
  },
  {
    icon: Rocket,
    title: 'Close your round',
    description: 'Follow your three-phase strategy from first meeting to signed term sheet.',
  },
];

export type PricingTier = {
  name: 'Starter' | WaitlistTier;
  price: string;
  tagline: string;
  /** Shown above the feature list, e.g. 'Everything in Growth, plus:'. */
  featuresIntro?: string;
  features: readonly string[];
  popular?: boolean;
  /** Starter links to sign-up; Growth and Scale open their waitlist. */
  action: { kind: 'signup' } | { kind: 'waitlist'; tier: WaitlistTier };
};

export const PRICING_TIERS: readonly PricingTier[] = [
  {
    name: 'Starter',
    price: 'Free',
    tagline: 'Start your raise today.',
    features: [
      'AI investor matching',
      'Basic recommendations',
      PLAN_FEATURES.introTemplates.label,
      'Community support',
    ],
    action: { kind: 'signup' },
  },
  {
    name: 'Growth',
    price: 'Coming Soon',
    tagline: 'For founders actively raising.',
    popular: true,
    features: [
      'Advanced AI matching with newer deal data',
      'Unlimited recommendations',
      'Design partner suggestions',
      'Cofounder search',
      'Idea deep research',
      'Data room',
      PLAN_FEATURES.strategy.label,
      PLAN_FEATURES.intros.label,
      'Priority support',
    ],
    action: { kind: 'waitlist', tier: 'Growth' },
  },
  {
    name: 'Scale',
    price: 'Coming Soon',
    tagline: 'Hands-on help to close your round.',
    featuresIntro: 'Everything in Growth, plus:',
    features: [
      'Advanced cofounder matching',
      'Comprehensive deep research',
      'Full data room setup',
      'Direct investor introductions',
      'Pitch deck review',
      '1-on-1 coaching',
      'Portfolio insights',
      'Dedicated success manager',
    ],
    action: { kind: 'waitlist', tier: 'Scale' },
  },
];

/**
 * Four sample investor cards (spec §2: status, stage, location, check size, recent activity, focus tags). The
 * landing shows investors from the database; these stand in when none can be loaded. Like the real ones, their
 * statuses and deals are dated by the deal history's end (issue 19).
 */
export const SAMPLE_INVESTORS: readonly InvestorCardData[] = [
  {
    id: 'sample-northwind',
    name: 'Northwind Ventures',
    description:
      'Seed fund backing technical founders building infrastructure and AI tooling for businesses.',
    location: 'San Francisco, CA',
    website: null,
    status: 'hot',
    stages: ['pre-seed', 'seed'],
    focus_areas: ['ai-ml', 'b2b-saas', 'fintech'],
    check_size_min: 250,
    check_size_max: 1500,
    recent_investments: [{ company: 'Ledgerly', round: 'Seed' }],
    status_as_of: '2013-06-30',
    last_investment_date: '2013-05-14',
  },
  {
    id: 'sample-harbor',
    name: 'Harbor Point Capital',
    description:
      'Early-stage investor in vertical software for healthcare, logistics and financial services.',
    location: 'New York, NY',
    website: null,
    status: 'warm',
    stages: ['seed', 'series-a'],
    focus_areas: ['healthcare', 'fintech', 'b2b-saas', 'ecommerce', 'other'],
    check_size_min: 1000,
    check_size_max: 5000,
    recent_investments: [{ company: 'CareRoute', round: 'Series A' }],
    status_as_of: '2013-06-30',
    last_investment_date: '2012-11-02',
  },
  {
    id: 'sample-evergreen',
    name: 'Evergreen Climate Fund',
    description: 'Thesis-driven fund for climate and energy companies from the first product to scale.',
    location: 'Boston, MA',
    website: null,
    status: 'cold',
    stages: ['series-a', 'series-b+'],
    focus_areas: ['climate'],
    check_size_min: 3000,
    check_size_max: 15000,
    recent_investments: [{ company: 'GridShift', round: null }],
    status_as_of: '2013-06-30',
    last_investment_date: '2011-09-20',
  },
  {
    id: 'sample-summit',
    name: 'Summit Angels',
    description: 'A network of operator angels who write first checks into software and education startups.',
    location: 'Austin, TX',
    website: null,
    status: 'hot',
    stages: ['pre-seed'],
    focus_areas: ['education', 'b2b-saas'],
    check_size_min: 25,
    check_size_max: 250,
    recent_investments: [{ company: 'Tutorly', round: 'Pre-Seed' }],
    status_as_of: '2013-06-30',
    last_investment_date: '2013-04-08',
  },
];
