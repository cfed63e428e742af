import type { TInvestor } from '../contracts/investors';

/** An investor for unit tests: nothing known but its name, unless the test says. */
export function testInvestor(overrides: Partial<TInvestor> & { id: string }): TInvestor {
  return {
    name: overrides.id,
    description: null,
    location: null,
    country: null,
    website: null,
    status: 'cold',
    stages: [],
    focus_areas: [],
    check_size_min: null,
    check_size_max: null,
    check_size_source: null,
    recent_investments: [],
    investment_count: 0,
    last_investment_date: null,
    firm_type: null,
    leads_rounds: null,
    invests_in: [],
    portfolio_count: null,
    stated_stages: [],
    stated_focus: [],
    ...overrides,
  };
}
