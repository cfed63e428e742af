import type { Dataset } from '../agents/shared/dataset';
import type { DealView } from '../data/build/describe';
import { buildInvestor } from '../data/build/investor';
import type { SourceProfile } from '../data/build/sources/profile';
import type { Stage } from '../data/build/stages';
import type { InvestorRecord, RoundRecord } from '../src/dataset/records';
import { companyPlace } from '../src/matching/model/track-query';

/**
 * What an investor was before `cutoff`: the data build's own `buildInvestor`, fed only with the deals dated
 * before the cutoff and with the as-of date set to the cutoff, so stages, focus areas, check sizes, status,
 * recent investments, the count, the last deal and the description all come from those deals alone.
 *
 * Of the shipped record only what identifies the firm is kept (id, name, location, website, firm type): no
 * stated stages, sectors or cheque sizes from the directories (scraped long after 2013), no description.
 * Deals without a date are left out, as nothing proves they came before the cutoff.
 */
export function investorsBefore(data: Dataset, cutoff: string): InvestorRecord[] {
  const deals = new Map<string, DealView[]>();
  for (const round of data.rounds) {
    if (!round.funded_at || round.funded_at >= cutoff) continue;
    const company = round.company_id ? data.companyById.get(round.company_id) : undefined;
    const view: DealView = {
      round_id: round.id,
      company: round.company_name,
      round: round.round as Stage | null,
      amount: round.amount_usd,
      date: round.funded_at,
      // The shipped rounds keep the resolved investors only; placeholders ("Private investors") are not counted.
      syndicate: round.investor_ids.length,
      category: company?.category_code ?? null,
      sectors: company?.sectors ?? [],
    };
    for (const id of round.investor_ids) {
      const list = deals.get(id);
      if (list) list.push(view);
      else deals.set(id, [view]);
    }
  }
  return data.investors.map((inv) =>
    buildInvestor(
      {
        id: inv.id,
        name: inv.name,
        profiles: [identityProfile(inv)],
        crunchbase_names: [],
        deals: deals.get(inv.id) ?? [],
      },
      cutoff,
    ),
  );
}

/** The firm's identity as a source profile that states nothing about how it invests. */
function identityProfile(inv: InvestorRecord): SourceProfile {
  const [place] = (inv.location ?? '').split(/,(?=[^,]*$)/);
  const city = inv.location && inv.country && inv.location.includes(',') ? place!.trim() : null;
  return {
    source_id: inv.source_ids[0]!,
    name: inv.name,
    website: inv.website,
    description: null,
    city,
    country: inv.country,
    stages: [],
    focus: [],
    check: null,
    firm_type: inv.firm_type,
    linkedin_url: null,
    invests_in: [],
    leads_rounds: null,
    facts: {},
  };
}

/** A case: what a founder would tell us about a round, and who actually joined it. */
export interface EvalCase {
  id: string;
  company: string;
  /** Crunchbase category code: software, biotech, enterprise, ... */
  industry: string | null;
  /** Round type as the data names it (angel, seed, series-a, ...), or null. */
  stage: string | null;
  amount_usd: number | null;
  location: string | null;
  date: string | null;
  /** Our ids of the investors who joined. */
  truth: string[];
  /** The case's slices: `stage:…`, `sector:…`, and `first-round` when the company had no earlier round. */
  slices: string[];
}

/**
 * Rounds dated from the cutoff to the as-of date, with at least one known investor, as cases. A founder
 * always tells us their sector, so a round whose company the data gives no sector for is not a case; those
 * are counted in `withoutSector`.
 */
export function casesFrom(
  data: Dataset,
  cutoff: string,
  asOf: string,
): { cases: EvalCase[]; withoutSector: number } {
  const cases: EvalCase[] = [];
  let withoutSector = 0;
  for (const round of data.rounds) {
    if (!round.funded_at || round.funded_at < cutoff || round.funded_at > asOf) continue;
    if (round.investor_ids.length === 0) continue;
    const company = round.company_id ? data.companyById.get(round.company_id) : undefined;
    if (!company?.category_code) {
      withoutSector += 1;
      continue;
    }
    const earlier = (round.company_id ? (data.roundsByCompany.get(round.company_id) ?? []) : []).some(
      (r: RoundRecord) => r.id !== round.id && r.funded_at !== null && r.funded_at < round.funded_at!,
    );
    cases.push({
      id: round.id,
      company: round.company_name,
      industry: company?.category_code ?? null,
      // Untyped rounds are "venture" rounds in Crunchbase: what their founders would have called them.
      stage: round.round ?? round.source_round_type,
      amount_usd: round.amount_usd,
      location: companyPlace(company),
      date: round.funded_at,
      truth: [...round.investor_ids],
      slices: [],
    });
    cases.at(-1)!.slices = slicesOf(cases.at(-1)!, !earlier);
  }
  return { cases: cases.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)), withoutSector };
}

export function slicesOf(c: Pick<EvalCase, 'stage' | 'industry'>, firstRound: boolean | null): string[] {
  return [
    `stage:${c.stage ?? 'unknown'}`,
    `sector:${c.industry ?? 'unknown'}`,
    ...(firstRound === true ? ['first-round'] : []),
  ];
}
