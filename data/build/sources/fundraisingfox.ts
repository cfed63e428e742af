import { join } from 'node:path';
import { statedRange } from '../../../core/dataset/cheques.ts';
import type { FirmType, SourceFile } from '../../../core/dataset/records.ts';
import { normalizeWebsite, type SourceProfile } from '../../../core/dataset/source-profile.ts';
import { countryCode } from '../../../core/geo/countries.ts';
import { FUNDRAISINGFOX_SECTORS, lookupSector } from '../../../core/vocabulary/sectors.ts';
import { stagesOf } from '../../../core/vocabulary/stages.ts';
import { clean, readCsv, toNumber } from '../text.ts';

const FILE = 'fundraisingfox_firms.csv';

// `firm_type` → [our firm type, the words a generated description uses].
const FIRM_TYPES: Record<string, [FirmType | null, string]> = {
  vc: ['vc', 'Venture capital firm'],
  growth: ['pe', 'Growth equity investor'],
  impact: ['vc', 'Impact investor'],
  cvc: ['cvc', 'Corporate venture investor'],
  pe: ['pe', 'Private equity firm'],
  family_office: ['family-office', 'Family office'],
  accelerator: ['accelerator', 'Accelerator'],
  venture_studio: ['accelerator', 'Venture studio'],
  angel_network: ['angel', 'Angel network'],
  crossover: ['other', 'Crossover fund'],
  institutional: ['other', 'Institutional investor'],
  lender: ['other', 'Venture lender'],
  govt_fund: ['other', 'Government-backed fund'],
  platform: ['other', 'Investment platform'],
  foundation: ['other', 'Foundation'],
  fund_of_funds: ['other', 'Fund of funds'],
  grant_agency: ['other', 'Grant agency'],
  other: ['other', 'Investor'],
  '': [null, 'Investor'],
};

// Not city names: "未指定" means "unspecified"; street addresses and postcodes leaked into hq_city.
const NOT_A_CITY = /\d|^未指定$|^suite\b/i;

export interface FundraisingFoxResult {
  file: SourceFile;
  profiles: SourceProfile[];
  /** Rows typed "other" that state no stage and no cheque size (see isNonInvestor). */
  dropped_non_investors: number;
}

/**
 * Rows typed "other" with neither a stage nor a cheque size are mostly operating companies, crypto projects and
 * celebrities that appeared once in a funding round (Stripe, Udemy, Will Smith), not investors to pitch.
 */
function isNonInvestor(row: Record<string, string>): boolean {
  return (
    row.firm_type === 'other' &&
    !clean(row.stages) &&
    !toNumber(row.check_min_usd) &&
    !toNumber(row.check_max_usd)
  );
}

export function readFundraisingFox(dir: string): FundraisingFoxResult {
  const rows = readCsv(join(dir, FILE), 'utf-8');
  const profiles: SourceProfile[] = [];
  for (const row of rows) {
    if (isNonInvestor(row)) continue;
    const type = FIRM_TYPES[row.firm_type ?? ''];
    if (!type) throw new Error(`Unknown FundraisingFox firm_type ${JSON.stringify(row.firm_type)}`);
    const list = (value: string | undefined) =>
      (clean(value)?.split(';') ?? []).map((s) => s.trim()).filter(Boolean);
    const sectors = list(row.sectors);
    const city = clean(row.hq_city);
    const founded = toNumber(row.founded_year);
    const portfolio = toNumber(row.portfolio_count);
    const exits = toNumber(row.exit_count);
    profiles.push({
      source_id: { source: 'fundraisingfox', id: row.slug! },
      name: clean(row.name) ?? row.slug!,
      website: normalizeWebsite(clean(row.domain)),
      description: null,
      city: city && !NOT_A_CITY.test(city) ? city : null,
      // hq_country also holds non-ISO values ("EU"), which give null; "UK" becomes GB.
      country: countryCode(row.hq_country),
      stages: list(row.stages).flatMap((s) => stagesOf(s)),
      focus: sectors.flatMap((s) => lookupSector(FUNDRAISINGFOX_SECTORS, s)),
      check: statedRange(toNumber(row.check_min_usd), toNumber(row.check_max_usd)),
      firm_type: type[0],
      linkedin_url: null,
      invests_in: [],
      // A firm that led a round leads rounds, whatever the flag (often empty) says.
      leads_rounds:
        row.leads_rounds === 'True' || (toNumber(row.led_rounds) ?? 0) > 0
          ? true
          : row.leads_rounds === 'False'
            ? false
            : null,
      facts: {
        kind: type[1],
        ...(founded !== null && founded >= 1800 ? { founded_year: founded } : {}),
        ...(portfolio ? { portfolio_count: portfolio } : {}),
        ...(portfolio && exits !== null ? { exit_count: exits } : {}),
        ...(row.leads_rounds === 'True' ? { leads_rounds: true } : {}),
        stage_labels: list(row.stages),
        sector_labels: sectors.filter((s) => s !== 'Sector Agnostic'),
      },
    });
  }
  return {
    file: { source: 'fundraisingfox', file: FILE, rows: rows.length },
    profiles,
    dropped_non_investors: rows.length - profiles.length,
  };
}
