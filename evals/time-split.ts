import { buildInvestor } from '../core/dataset/build-investor';
import type { Dataset } from '../core/dataset/dataset';
import type { DealView } from '../core/dataset/describe-investor';
import type { InvestorRecord, RoundRecord } from '../core/dataset/records';
import type { SourceProfile } from '../core/dataset/source-profile';
import { companyPlace } from '../core/matching/model/track-query';
import type { Stage } from '../core/vocabulary/stages';

/**
 * What an investor was before `cutoff`, as the product would serve it: the data build's own `buildInvestor`, fed
 * with the deals dated before the cutoff (the as-of date set to the cutoff, so the stages and sectors its deals
 * show, the estimated cheques, status, recent investments, the count and the last deal come from those deals
 * alone) and with what the directories state of the firm (its stated stages, sectors, countries and cheques, its
 * portfolio count and description), as the product's matcher reads them.
 *
 * `directory: false` keeps only what identifies the firm (id, name, location, website, firm type): the variant
 * with nothing stated, as the evals measured before the product read the directories. Deals without a date are
 * left out, as nothing proves they came before the cutoff.
 */
export function investorsBefore(
  data: Dataset,
  cutoff: string,
  { directory = true }: { directory?: boolean } = {},
): InvestorRecord[] {
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
        profiles: directory ? directoryProfiles(inv) : [identityProfile(inv)],
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

/**
 * The firm as the directories state it (2026): the shipped record's stated facts, none of its deals. Its stated
 * cheque comes as a profile of its own, as the build already judged it against the stages of the source that
 * stated it (`implausibleCheque`), not against every source's stages together.
 */
function directoryProfiles(inv: InvestorRecord): SourceProfile[] {
  const identity = identityProfile(inv);
  const statement: SourceProfile = {
    ...identity,
    description: inv.description_source === 'source' ? inv.description : null,
    stages: inv.stated_stages,
    focus: inv.stated_focus,
    linkedin_url: inv.linkedin_url,
    invests_in: inv.invests_in,
    leads_rounds: inv.leads_rounds,
    facts: inv.portfolio_count === null ? {} : { portfolio_count: inv.portfolio_count },
  };
  if (inv.check_size_source !== 'stated') return [statement];
  return [statement, { ...identity, check: { min: inv.check_size_min, max: inv.check_size_max } }];
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
  /** The last date of the window (inclusive): the data's as-of date, or the end of a tuning window. */
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
