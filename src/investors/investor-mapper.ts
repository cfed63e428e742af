import type { TInvestor } from '../../core/contracts/investors';

/** Anything that carries an investor's fields: the shipped data's record, or a row of the investors table. */
type InvestorFields = Omit<TInvestor, 'recent_investments' | 'status_as_of'> & {
  recent_investments: readonly {
    company: string;
    round: string | null;
    amount: number | null;
    year: number | null;
  }[];
};

/**
 * Maps records to investors in the shape the API answers with, and nothing more (no source ids, no internal
 * fields), each with the date its status is relative to: the deal history's end, which `status` was computed
 * against (data_meta's as_of).
 */
export function investorMapper(statusAsOf: string | null): (r: InvestorFields) => TInvestor {
  return (r) => toInvestorAsOf(r, statusAsOf);
}

/** An investor for uses that answer no one (vectors, evals): its status date is not known here. */
export const toInvestor = investorMapper(null);

function toInvestorAsOf(r: InvestorFields, statusAsOf: string | null): TInvestor {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    location: r.location,
    country: r.country,
    website: r.website,
    status: r.status,
    status_as_of: statusAsOf,
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
    leads_rounds: r.leads_rounds,
    invests_in: r.invests_in,
    portfolio_count: r.portfolio_count,
    stated_stages: r.stated_stages,
    stated_focus: r.stated_focus,
  };
}
