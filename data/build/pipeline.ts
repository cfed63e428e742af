import { buildInvestor, type CleaningNote } from '../../core/dataset/build-investor.ts';
import type { DealView } from '../../core/dataset/describe-investor.ts';
import { isPlaceholderName } from '../../core/dataset/entity-resolution.ts';
import type { CompanyRecord, DataMeta, InvestorRecord, RoundRecord } from '../../core/dataset/records.ts';
import { assignIds } from './ids.ts';
import { readMarketFiles } from './market.ts';
import { groupInvestors } from './members.ts';
import { buildMeta } from './meta.ts';
import { joinRounds } from './rounds.ts';
import { readCrunchbase } from './sources/crunchbase.ts';
import { readFundraisingFox } from './sources/fundraisingfox.ts';
import { readVcMatchMaker } from './sources/vcmatchmaker.ts';

export interface Dataset {
  investors: InvestorRecord[];
  companies: CompanyRecord[];
  rounds: RoundRecord[];
  meta: DataMeta;
  /** The market rollups, copied into data/ unchanged. */
  market: Record<string, Buffer>;
  /** What the build changed in the sources' statements, and why. */
  cleaning: CleaningNote[];
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function buildDataset(sourceDir: string): Dataset {
  const ff = readFundraisingFox(sourceDir);
  const vcm = readVcMatchMaker(sourceDir);
  const cb = readCrunchbase(sourceDir);

  const placeholders = new Set(cb.deals.map((d) => d.investor).filter(isPlaceholderName));
  const realDeals = cb.deals.filter((d) => !placeholders.has(d.investor));
  const asOf = realDeals.reduce((max, d) => (d.date && d.date > max ? d.date : max), '');
  const joined = joinRounds(cb.deals, cb.rounds, cb.companies, asOf);

  const roundsPerName = new Map<string, number>();
  for (const r of joined.rounds)
    for (const n of r.investors) roundsPerName.set(n, (roundsPerName.get(n) ?? 0) + 1);
  const companyHomes = new Map(
    cb.companies.map((c) => [c.name.toLowerCase(), { country: c.country, sectors: c.sectors }] as const),
  );
  const { members, memberOfName, matches } = groupInvestors(
    [...ff.profiles, ...vcm.profiles],
    realDeals,
    companyHomes,
    roundsPerName,
  );

  const roundIds = assignIds(
    joined.rounds,
    (r) => r.base_id,
    (r) => JSON.stringify([r.company_name, r.amount_usd, r.investors]),
  );
  const companyById = new Map(cb.companies.map((c) => [c.id, c]));
  const dealsOf = members.map((): DealView[] => []);
  const rounds = joined.rounds.map((r, i): RoundRecord => {
    const joiners = [
      ...new Set(r.investors.filter((n) => !placeholders.has(n)).map((n) => memberOfName.get(n)!)),
    ];
    const company = r.company_id ? companyById.get(r.company_id) : undefined;
    // Placeholders ("Private investors") took part too, so they count in the syndicate a cheque is shared with.
    const syndicate = joiners.length + r.investors.filter((n) => placeholders.has(n)).length;
    for (const m of joiners) {
      dealsOf[m]!.push({
        round_id: roundIds[i]!,
        company: r.company_name,
        round: r.round,
        amount: r.amount_usd,
        date: r.funded_at,
        syndicate,
        category: company?.category_code ?? null,
        sectors: company?.sectors ?? [],
      });
    }
    return {
      id: roundIds[i]!,
      company_id: r.company_id,
      company_name: r.company_name,
      round: r.round,
      source_round_type: r.source_round_type,
      funded_at: r.funded_at,
      amount_usd: r.amount_usd,
      investor_ids: joiners.map((m) => members[m]!.id).sort(),
    };
  });
  rounds.sort(byId);

  const cleaning: CleaningNote[] = [];
  const investors = members
    .map((m, i) => buildInvestor({ ...m, deals: dealsOf[i]! }, asOf, cleaning))
    .sort(byId);
  cleaning.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.field < b.field ? -1 : 1));

  const investorsOfCompany = new Map<string, Set<string>>();
  for (const r of rounds) {
    if (!r.company_id) continue;
    const set = investorsOfCompany.get(r.company_id) ?? new Set<string>();
    for (const id of r.investor_ids) set.add(id);
    investorsOfCompany.set(r.company_id, set);
  }
  const companies = cb.companies
    .map((c): CompanyRecord => ({ ...c, investor_ids: [...(investorsOfCompany.get(c.id) ?? [])].sort() }))
    .sort(byId);

  const meta = buildMeta({
    sourceDir,
    asOf,
    investors,
    companies,
    rounds,
    matches,
    files: [ff.file, vcm.file, ...cb.files],
    dropped: {
      fundraisingfox_non_investor_rows: ff.dropped_non_investors,
      vcmatchmaker_junk_rows: vcm.dropped_junk,
      crunchbase_placeholder_names: placeholders.size,
      crunchbase_duplicate_investment_rows: cb.duplicate_deals,
      crunchbase_duplicate_round_rows: cb.duplicate_rounds,
      crunchbase_rounds_after_as_of: joined.dropped_after_as_of,
    },
  });
  const market = readMarketFiles(sourceDir);
  const cleaned = {
    locations_fixed: cleaning.filter((n) => n.field === 'location').length,
    cheques_dropped: cleaning.filter((n) => n.field === 'check_size').length,
  };
  return {
    investors,
    companies,
    rounds,
    meta: { ...meta, market: market.sources, cleaned },
    market: market.contents,
    cleaning,
  };
}
