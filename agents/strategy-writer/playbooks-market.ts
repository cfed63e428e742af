// Phases 1 and 2 for products sold to organisations and people: software, marketplaces, money, apps, brands.
import { capital, LATER, lower, type Plan, type PlanContext, partnersLine, timeline } from './plan';

/** The plan for B2B software, services and anything sold to organisations. */
export function forBusinesses(ctx: PlanContext): Plan {
  const { title, buyer, sector } = ctx;
  const who = buyer.words;
  const services = ctx.model === 'services';
  return {
    phase1: {
      description: `${LATER.has(ctx.stage) ? 'The next version' : 'The smallest version'} of ${title} that ${who} run their ${buyer.kind.work} on every day without your help, working from the ${sector.data} they already keep, at one site or team first.`,
      coreFeatures: [
        `${capital(buyer.kind.work)}, handled end to end for the most common case first`,
        `Import of the ${sector.data} ${who} keep today, so day one needs no re-typing`,
        `A weekly report of ${lower(sector.metric)} that ${buyer.kind.decides} can forward`,
        ...(services ? ['A fixed-scope first offer at a fixed price, delivered the same way each time'] : []),
      ],
      automationOpportunities: [
        `Draft the routine steps of ${buyer.kind.work} for a person to approve`,
        `Flag the cases in the ${sector.data} that need a human`,
      ],
      timeline: timeline(
        ctx,
        'Put the first version in front of one design partner as soon as the core workflow works.',
      ),
      resourcesNeeded: [
        'The founders, with at least one full-time engineer',
        `An adviser who has run ${buyer.kind.work} at ${who}`,
        ...ctx.regulation.people,
      ],
      milestones: [...ctx.regulation.build, `First ${who} using it daily without your help`],
    },
    phase2: {
      designPartnerGoals: [
        `Sign three to five ${who} as design partners${partnersLine(ctx)}, each with a named champion (${buyer.kind.decides}) and a written measure of success`,
        'Turn at least one into a paid contract at a price agreed before the pilot starts',
        `A reference for your next prospects, who will ask for ${lower(sector.proof)}`,
      ],
      metricsToTrack: [
        sector.metric,
        services ? 'Gross margin per project and repeat clients' : 'Weekly active users at each partner',
        'Time from sign-up to first value',
        'Pilots converted to paid contracts',
      ],
      milestones: [
        ...ctx.regulation.validate,
        'First paid contract',
        'A renewal or a second site at a paying customer',
      ],
    },
    keyTractionMetrics: services
      ? ['Revenue and gross margin per project', 'Repeat clients', sector.metric]
      : ['Annual recurring revenue from paid contracts', 'Logo retention and expansion', sector.metric],
    aiAutomationStrategy: `Use models for the repetitive parts of ${buyer.kind.work} (reading the ${sector.data}, drafting, routing), with a person approving each output at first; measure accuracy on each partner’s own records and remove the approval only where it holds.`,
  };
}

export function forMarketplace(ctx: PlanContext): Plan {
  const { title, buyer, sector } = ctx;
  const place = ctx.place.city ?? 'one city';
  return {
    phase1: {
      description: `${title} working in ${place} and one category only, with ${buyer.words} on one side, until both sides trade without your help.`,
      coreFeatures: [
        `Listings that show what the other side needs to decide, built on the ${sector.data}`,
        'Matching or booking in a few steps',
        'Payment held until the service is delivered, with the take rate built in',
        'Reviews and verification on both sides',
      ],
      automationOpportunities: [
        'Match requests to listings and suggest prices',
        'Screen new listings for fraud',
      ],
      timeline: timeline(ctx, 'Launch with the supply you recruited by hand.'),
      resourcesNeeded: [
        'The founders, one of them on supply full time',
        'An engineer for payments and matching',
        ...ctx.regulation.people,
      ],
      milestones: [
        ...ctx.regulation.build,
        'Seed the harder side by hand (usually supply) before any marketing',
        `Liquidity in ${place}: most listings or requests transact`,
      ],
    },
    phase2: {
      designPartnerGoals: [
        `Recruit the first ${buyer.words} by hand in ${place} and match every request yourself at first`,
        'Reach liquidity in that one market before opening a second',
        'Repeat transactions on both sides without promotions',
      ],
      metricsToTrack: [
        'Fill rate: the share of listings or requests that transact',
        'Time to first match',
        'Repeat rate on each side',
        'Take rate and gross merchandise value',
        ...(ctx.sectorKey === 'marketplaces' ? [] : [sector.metric]),
      ],
      milestones: [...ctx.regulation.validate, 'A second market opened with the first one’s playbook'],
    },
    keyTractionMetrics: [
      'Gross merchandise value and net revenue (take rate)',
      'Liquidity in each market',
      'Repeat rate on each side',
    ],
    aiAutomationStrategy: `Use models for matching, pricing suggestions and listing review in the ${sector.data}; keep a person on disputes and on any listing the model is unsure of.`,
  };
}

export function forMoney(ctx: PlanContext): Plan {
  const { title, buyer, sector } = ctx;
  return {
    phase1: {
      description: `The one money flow ${title} handles for ${buyer.words}, end to end, running on a licensed partner’s rails before any licence of its own.`,
      coreFeatures: [
        'Onboarding with identity and KYC checks',
        `The core flow of ${sector.data} in the fewest steps`,
        'A ledger that reconciles every transaction',
        'Limits and fraud rules from day one',
      ],
      automationOpportunities: [
        'Screen transactions for fraud before they settle',
        'Reconcile and chase exceptions',
      ],
      timeline: timeline(ctx, 'Go live with a small group of customers under tight limits.'),
      resourcesNeeded: [
        'The founders, with an engineer who has built on payment rails',
        ...ctx.regulation.people,
      ],
      milestones: [...ctx.regulation.build, 'Partner agreement signed with the licensed institution'],
    },
    phase2: {
      designPartnerGoals: [
        `Run real money for a small group of ${buyer.words}${partnersLine(ctx)} under tight limits`,
        'Raise the limits as losses and disputes stay low',
        'A partner bank or processor that renews and widens the agreement',
      ],
      metricsToTrack: [
        'Volume processed and revenue per transaction',
        'Fraud and loss rate',
        'Disputes and chargebacks',
        sector.metric,
      ],
      milestones: [...ctx.regulation.validate, 'First month with losses inside the agreed limit'],
    },
    keyTractionMetrics: ['Volume processed and net revenue', 'Loss rate', 'Customers transacting each month'],
    aiAutomationStrategy: `Use models to score fraud and credit risk and to reconcile ${sector.data}; every decline or limit change a model proposes is explainable and reviewed by a person until the loss data supports it.`,
  };
}

export function forConsumers(ctx: PlanContext): Plan {
  const { title, buyer, sector } = ctx;
  const paid = ctx.model === 'consumer-subscription';
  const channel = buyer.role === 'channel' ? ` through ${buyer.kind.label}` : '';
  return {
    phase1: {
      description: `One loop ${buyer.words} come back to each week, and nothing else: the core habit of ${title}, working on ${sector.data}.`,
      coreFeatures: [
        'The core action right after opening, with no set-up',
        'Onboarding that reaches the first moment of value',
        'Reminders that bring people back, sent sparingly',
        ...(paid ? ['A paywall after the first moment of value, priced monthly and yearly'] : []),
      ],
      automationOpportunities: [
        'Personalise what each person sees next',
        'Answer support questions in the app',
      ],
      timeline: timeline(ctx, 'Put it in the hands of a first cohort you recruited yourself.'),
      resourcesNeeded: [
        'The founders, with a mobile or web engineer and a designer',
        ...ctx.regulation.people,
      ],
      milestones: [...ctx.regulation.build, 'A first cohort that comes back every week'],
    },
    phase2: {
      designPartnerGoals: [
        `Recruit a first cohort of ${buyer.words}${channel} yourself and talk to a few of them every week`,
        'Find the group that comes back without reminders, and build for them',
        paid ? 'First paying subscribers at the planned price' : 'First users arriving by word of mouth',
      ],
      metricsToTrack: [
        'First-week and first-month retention of each sign-up cohort',
        paid ? 'Trial-to-paid conversion and monthly churn' : 'Daily over monthly active users',
        'Share of new users from word of mouth',
        sector.metric,
      ],
      milestones: [...ctx.regulation.validate, 'Retention curves that flatten rather than fall to zero'],
    },
    keyTractionMetrics: paid
      ? ['Monthly recurring revenue and churn', 'Cohort retention', 'Organic share of sign-ups']
      : ['Active users and cohort retention', 'Organic share of growth', sector.metric],
    aiAutomationStrategy: `Use models to personalise ${sector.data} for each person and to handle support; test each change against a holdout cohort, never on retention alone.`,
  };
}

export function forBrand(ctx: PlanContext): Plan {
  const { title, buyer, sector } = ctx;
  return {
    phase1: {
      description: `One hero product of ${title}, sold direct to ${buyer.words}, with the unit economics known before the range grows.`,
      coreFeatures: [
        'A hero product from a supplier who can reorder at low minimums',
        'A storefront and checkout',
        'Fulfilment and returns run in-house at first',
      ],
      automationOpportunities: ['Forecast demand to size each reorder', 'Answer order and returns questions'],
      timeline: timeline(ctx, 'Sell the first batch before committing to a second.'),
      resourcesNeeded: ['The founders, one on product and supply, one on growth', ...ctx.regulation.people],
      milestones: [
        ...ctx.regulation.build,
        'A paid-traffic test that shows what a customer costs',
        'Contribution margin positive on the first or second order',
      ],
    },
    phase2: {
      designPartnerGoals: [
        `Sell to a first few hundred ${buyer.words} and ask each why they bought`,
        'Test one retail or marketplace channel beside direct sales',
        'Customers who reorder without a discount',
      ],
      metricsToTrack: [
        'Customer acquisition cost and its payback',
        'Repeat purchase rate',
        'Contribution margin per order',
        sector.metric,
      ],
      milestones: [...ctx.regulation.validate, 'A second product that existing customers buy'],
    },
    keyTractionMetrics: [
      'Revenue and its growth month over month',
      'Repeat purchase rate',
      'Contribution margin',
    ],
    aiAutomationStrategy: `Use models to forecast demand, write product copy and answer customers about ${sector.data}; keep a person on anything a customer is unhappy about.`,
  };
}
