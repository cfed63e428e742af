// Which plan includes each gated feature: core's plan table (core/contracts/plans.ts, which the server withholds
// by), with the plans named as the pricing page names them. The pricing page lists these labels, and the idea
// page's tabs and the pipeline drawer gate by them, so the three always agree.
import { PLAN_FEATURES as CORE_FEATURES, PLAN_NAMES } from '@core/contracts/plans';

export type Plan = 'Starter' | 'Growth' | 'Scale';
export type GatedFeature = keyof typeof CORE_FEATURES;

export const PLAN_FEATURES = Object.fromEntries(
  Object.entries(CORE_FEATURES).map(([key, f]) => [key, { ...f, plan: PLAN_NAMES[f.plan] as Plan }]),
) as { [K in GatedFeature]: { plan: Plan; label: string; what: string } };

/** Every account is on Starter (Growth and Scale are coming soon), so a feature of another plan is locked. */
const CURRENT_PLAN: Plan = 'Starter';

export function isLocked(feature: GatedFeature, plan: Plan = CURRENT_PLAN): boolean {
  const order: Plan[] = ['Starter', 'Growth', 'Scale'];
  return order.indexOf(PLAN_FEATURES[feature].plan) > order.indexOf(plan);
}
