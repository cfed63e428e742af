import type { InvestorRecord } from '../../data/build/types';
import type { TInvestor } from '../contracts/investors';

/** The shipped data's record in the shape the API answers with. */
export function fromRecord(r: InvestorRecord): TInvestor {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    location: r.location,
    country: r.country,
    website: r.website,
    status: r.status,
    stages: r.stages,
    focus_areas: r.focus_areas,
    check_size_min: r.check_size_min,
    check_size_max: r.check_size_max,
    check_size_source: r.check_size_source,
    recent_investments: r.recent_investments.map(({ company, round, amount, year }) => ({
      company,
      round,
      amount,
      year,
    })),
    investment_count: r.investment_count,
    last_investment_date: r.last_investment_date,
    firm_type: r.firm_type,
  };
}
