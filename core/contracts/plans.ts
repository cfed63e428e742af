import type { TRecommendations } from './recommendations';

/**
 * The plans (spec's pricing: Starter is free, then Growth and Scale), and everything that depends on them, in one
 * place: what each includes, the public API's hourly limit, and the limits on API keys. The server enforces these
 * (the strategy and the personalised intros withheld from answers, the per-account hourly count); the web shows them (the pricing page, the
 * upgrade panel). An operator grants a plan to one account (`npm run admin -- --email … --plan growth`) or to every
 * account without one (PLAN_DEFAULT).
 */

export const ACCOUNT_PLANS = ['starter', 'growth', 'scale'] as const;
export type AccountPlan = (typeof ACCOUNT_PLANS)[number];

export const PLAN_NAMES: Record<AccountPlan, string> = {
  starter: 'Starter',
  growth: 'Growth',
  scale: 'Scale',
};

/** Public API requests an hour per account (all its keys together, REST and MCP alike). */
export const RATE_LIMITS: Record<AccountPlan, number> = { starter: 100, growth: 1000, scale: 10_000 };

/** API keys: at most this many active at once, and this many made in any 24 hours (revoked ones count). */
export const API_KEY_LIMITS = { maxActive: 5, maxCreatedPerDay: 10 } as const;

/** The features a plan gates, with the plan that first includes each. */
export const PLAN_FEATURES = {
  // Spec: Starter includes email intro templates (the template, and the intro kept on each pipeline entry); the
  // Intro tab's drafts written for each matched investor are paid content (issue 32), like the strategy.
  introTemplates: { plan: 'starter', label: 'Email intro templates', what: 'email intro template' },
  intros: {
    plan: 'growth',
    label: 'Personalised intros to every matched investor',
    what: 'personalised intros to each matched investor',
  },
  strategy: {
    plan: 'growth',
    label: 'Fundraising strategy analysis',
    what: 'three-phase fundraising strategy',
  },
} as const satisfies Record<string, { plan: AccountPlan; label: string; what: string }>;

export type GatedFeature = keyof typeof PLAN_FEATURES;

/** Whether a plan includes a feature. */
function planIncludes(plan: AccountPlan, feature: GatedFeature): boolean {
  return ACCOUNT_PLANS.indexOf(plan) >= ACCOUNT_PLANS.indexOf(PLAN_FEATURES[feature].plan);
}

/** What an answer says in place of content the plan does not include. */
export function withheldNote(feature: GatedFeature): string {
  const { plan, what } = PLAN_FEATURES[feature];
  return `Your ${what} is part of the ${PLAN_NAMES[plan]} plan; upgrade to see it.`;
}

/**
 * An analysis as a plan may read it: what the plan does not include is taken out by the server (not blurred by the
 * page), and `withheld` says what was, for the page's upgrade panel and an API client's message.
 */
export function withholdForPlan(rec: TRecommendations | null, plan: AccountPlan): TRecommendations | null {
  if (!rec) return rec;
  const withheld: GatedFeature[] = [];
  let out: TRecommendations = rec;
  if (!planIncludes(plan, 'strategy') && rec.strategy) {
    out = { ...out, strategy: null };
    withheld.push('strategy');
  }
  if (!planIncludes(plan, 'intros') && rec.intros.length) {
    out = { ...out, intros: [] };
    withheld.push('intros');
  }
  if (!planIncludes(plan, 'introTemplates') && (rec.intros.length || rec.introTemplate)) {
    out = { ...out, intros: [], introTemplate: null };
    withheld.push('introTemplates');
  }
  return withheld.length ? { ...out, withheld } : out;
}

/**
 * The intro a pipeline entry starts from for an investor of the analysis, as the plan may read it: the one written
 * for that investor on Growth and Scale; on Starter, whose plan has the template but not the personalised intros,
 * the template. Null when the analysis has neither.
 */
export function introForInvestor(
  rec: TRecommendations | null,
  investorId: string,
  plan: AccountPlan,
): { subject: string; body: string } | null {
  const shown = withholdForPlan(rec, plan);
  const own = shown?.intros.find((i) => i.recipient === investorId);
  if (own) return { subject: own.subject, body: own.body };
  const template = shown?.withheld?.includes('intros') ? shown.introTemplate : null;
  return template ? { subject: template.subject, body: template.body } : null;
}
