import { join } from 'node:path';
import type { CompanyRecord, SourceFile } from '../../../core/dataset/records.ts';
import { countryCode } from '../../../core/geo/countries.ts';
import { CRUNCHBASE_CATEGORIES, lookupSector } from '../../../core/vocabulary/sectors.ts';
import { clean, readCsv, toDate, toNumber } from '../text.ts';

const FILES = {
  investments: 'crunchbase2013_investments.csv',
  rounds: 'crunchbase_oct2013_rounds.csv',
  companies: 'crunchbase_oct2013_companies.csv',
} as const;

/** One investor → company link. `amount` is the whole round's size. */
export interface Deal {
  company: string;
  investor: string;
  date: string | null;
  amount: number | null;
}

export interface CrunchbaseRound {
  permalink: string;
  company_name: string;
  type: string;
  date: string | null;
  amount: number | null;
}

export type CompanyDraft = Omit<CompanyRecord, 'investor_ids'>;

function dedupe<T>(items: T[]): { items: T[]; duplicates: number } {
  const seen = new Set<string>();
  const out = items.filter((item) => {
    const key = JSON.stringify(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { items: out, duplicates: items.length - out.length };
}

function toDeal(row: Record<string, string>): Deal[] {
  const company = clean(row.company_name);
  const investor = clean(row.investor_name);
  if (!company || !investor) return [];
  return [{ company, investor, date: toDate(row.funded_when), amount: toNumber(row.amount_usd) }];
}

function toRound(row: Record<string, string>): CrunchbaseRound {
  return {
    permalink: row.company_permalink!.trim(),
    company_name: clean(row.company_name) ?? '',
    type: row.funding_round_type?.trim() ?? '',
    date: toDate(row.funded_at),
    amount: toNumber(row.raised_amount_usd),
  };
}

/** `/company/n-plusn` → `n-plusn`. */
export function companyIdOf(permalink: string): string {
  return permalink.replace(/^\/company\//, '');
}

function toCompany(row: Record<string, string>): CompanyDraft {
  const permalink = row.permalink!.trim();
  const name = clean(row.name);
  const category = clean(row.category_code);
  const founded = toNumber(row.founded_year);
  return {
    id: companyIdOf(permalink),
    // Excel turned one name into "#NAME?"; the permalink is the only trace of the real one.
    name: !name || name.startsWith('#NAME') ? companyIdOf(permalink) : name,
    permalink,
    category_code: category,
    sectors: category ? [...lookupSector(CRUNCHBASE_CATEGORIES, category)] : [],
    country: countryCode(row.country_code),
    state: clean(row.state_code),
    region: clean(row.region),
    city: clean(row.city),
    // Excel damage ("5/18/27", runs of "#") fails toNumber and becomes null.
    funding_total_usd: toNumber(row.funding_total_usd),
    status: clean(row.status),
    founded_year: founded === null ? null : Math.trunc(founded),
    first_funding_at: toDate(row.first_funding_at),
    last_funding_at: toDate(row.last_funding_at),
  };
}

export interface CrunchbaseData {
  files: SourceFile[];
  deals: Deal[];
  rounds: CrunchbaseRound[];
  companies: CompanyDraft[];
  duplicate_deals: number;
  duplicate_rounds: number;
}

/** The investments file is UTF-8 with LF; the October 2013 rounds and companies are Mac Roman with CR only. */
export function readCrunchbase(dir: string): CrunchbaseData {
  const investments = readCsv(join(dir, FILES.investments), 'utf-8');
  const rounds = readCsv(join(dir, FILES.rounds), 'macintosh');
  const companies = readCsv(join(dir, FILES.companies), 'macintosh');
  const deals = dedupe(investments.flatMap(toDeal));
  const published = dedupe(rounds.map(toRound));
  return {
    files: [
      { source: 'crunchbase', file: FILES.investments, rows: investments.length },
      { source: 'crunchbase', file: FILES.rounds, rows: rounds.length },
      { source: 'crunchbase', file: FILES.companies, rows: companies.length },
    ],
    deals: deals.items,
    rounds: published.items,
    companies: companies.map(toCompany),
    duplicate_deals: deals.duplicates,
    duplicate_rounds: published.duplicates,
  };
}
