import type { TWarmPath } from '../../core/contracts/pipeline';
import type { Db } from '../db/connect';
import type { PipelineEntryRow } from './pipeline.table';
import { countCoInvestments, listInterestedAdvisors } from './warm-path.repository';

/**
 * Warm paths for each entry: advisors interested in the idea, and the investors already committed in this round
 * who co-invested with the entry's investor in the data (how many deals together).
 */
export async function warmPaths(
  db: Db,
  ideaId: string,
  rows: readonly PipelineEntryRow[],
): Promise<Map<string, TWarmPath>> {
  const advisors = await listInterestedAdvisors(db, ideaId);
  const committed = rows.filter((r) => r.stage === 'committed' && r.investor_id);
  const investorIds = rows.filter((r) => r.investor_id).map((r) => r.investor_id!);
  const pairs = await countCoInvestments(
    db,
    investorIds,
    committed.map((c) => c.investor_id!),
  );
  const nameOf = new Map(committed.map((c) => [c.investor_id!, c.name]));
  const out = new Map<string, TWarmPath>();
  for (const r of rows) {
    const co = pairs
      .filter((p) => p.investor === r.investor_id)
      .map((p) => ({ investor_id: p.partner, name: nameOf.get(p.partner) ?? p.partner, deals: p.deals }))
      .sort((a, b) => b.deals - a.deals);
    out.set(r.id, { advisors: advisors.map((a) => ({ ...a })), coInvestors: co, contact: null });
  }
  return out;
}
