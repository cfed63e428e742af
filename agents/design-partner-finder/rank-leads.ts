import type { NetworkLead } from '../../core/contracts/recommendations';
import type { Buyer } from '../shared/buyers';

/**
 * The founder's network leads with those at a company of the buyer's kind first, each marked: the seam where the
 * warm paths of issue 33 meet the buyer profile. The leads themselves come from the founder's network, never from
 * here.
 */
export function rankLeads(leads: readonly NetworkLead[], buyer: Buyer): NetworkLead[] {
  const fits = (l: NetworkLead) =>
    !!l.company &&
    (buyer.kind.says.test(l.company) || (!!buyer.kind.name && buyer.kind.name.test(l.company)));
  const marked = leads.map((l) => ({ ...l, fitsBuyer: l.fitsBuyer || fits(l) }));
  return [...marked.filter((l) => l.fitsBuyer), ...marked.filter((l) => !l.fitsBuyer)];
}
