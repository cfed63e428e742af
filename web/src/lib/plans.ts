// Which plan includes each gated feature (issue 19, from the spec's pricing: Starter (Free) includes email intro
// templates; fundraising strategy analysis is a Growth feature). The pricing page lists these labels, and the idea
// page's tabs and the pipeline drawer gate by them, so the three always agree.

export type Plan = 'Starter' | 'Growth' | 'Scale';

export const PLAN_FEATURES = {
  introTemplates: { plan: 'Starter', label: 'Email intro templates', what: 'personalised investor intros' },
  strategy: {
    plan: 'Growth',
    label: 'Fundraising strategy analysis',
    what: 'three-phase fundraising strategy',
  },
} as const satisfies Record<string, { plan: Plan; label: string; what: string }>;

export type GatedFeature = keyof typeof PLAN_FEATURES;

/** Every account is on Starter (Growth and Scale are coming soon), so a feature of another plan is locked. */
const CURRENT_PLAN: Plan = 'Starter';

export function isLocked(feature: GatedFeature, plan: Plan = CURRENT_PLAN): boolean {
  const order: Plan[] = ['Starter', 'Growth', 'Scale'];
  return order.indexOf(PLAN_FEATURES[feature].plan) > order.indexOf(plan);
}
