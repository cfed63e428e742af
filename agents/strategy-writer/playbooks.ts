import type { BusinessModel } from '../../core/contracts/round';
import type { Plan, PlanContext } from './plan';
import { forBrand, forBusinesses, forConsumers, forMarketplace, forMoney } from './playbooks-market';
import { forDeepTech, forDiagnostics, forHardware, forTherapeutics } from './playbooks-science';
import { fitStageAndModel } from './stage-and-model';

export { MODEL_LABELS } from '../shared/idea';
export type { Plan, PlanContext } from './plan';

const PLAYBOOKS: Readonly<Record<BusinessModel, (ctx: PlanContext) => Plan>> = {
  'b2b-saas': forBusinesses,
  services: forBusinesses,
  marketplace: forMarketplace,
  'fintech-transactions': forMoney,
  'consumer-app': forConsumers,
  'consumer-subscription': forConsumers,
  'ecommerce-d2c': forBrand,
  hardware: forHardware,
  'medtech-diagnostics': forDiagnostics,
  'biotech-therapeutics': forTherapeutics,
  'deep-tech': forDeepTech,
};

/** Phases 1 and 2 for the idea's business model, sector, buyer, stage and place. */
export function planFor(ctx: PlanContext): Plan {
  return fitStageAndModel(PLAYBOOKS[ctx.model](ctx), ctx);
}
