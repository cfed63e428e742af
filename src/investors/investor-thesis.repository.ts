import type { Db } from '../db/connect';

/** What an investor states about itself today (the 2026 directories), for the intros' "why you". */
export interface InvestorThesisRow {
  id: string;
  description: string | null;
  description_source: 'source' | 'generated' | null;
  stated_focus: string[];
  stated_stages: string[];
  firm_type: string | null;
  leads_rounds: boolean | null;
}

export function findInvestorTheses(db: Db, ids: readonly string[]): Promise<InvestorThesisRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('investors')
    .select([
      'id',
      'description',
      'description_source',
      'stated_focus',
      'stated_stages',
      'firm_type',
      'leads_rounds',
    ])
    .where('id', 'in', [...ids])
    .execute();
}
