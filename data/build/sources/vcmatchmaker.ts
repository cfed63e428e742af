import { join } from 'node:path';
import { parseChequeRange } from '../../../core/dataset/cheques.ts';
import type { FirmType, SourceFile } from '../../../core/dataset/records.ts';
import {
  companyLinkedIn,
  normalizeWebsite,
  type SourceProfile,
  scrubPersonalData,
} from '../../../core/dataset/source-profile.ts';
import { countryCode } from '../../../core/geo/countries.ts';
import { sectorsFromText } from '../../../core/vocabulary/sectors.ts';
import { stagesOf } from '../../../core/vocabulary/stages.ts';
import { clean, readCsv, slugify } from '../text.ts';

const FILE = 'investor_profiles_vcmatchmaker.csv';

const INDIVIDUALS = new Set(['solo angel', 'full-time angel', 'full-time operator, angel']);

const FIRM_TYPES: Record<string, [FirmType | null, string]> = {
  vc: ['vc', 'Venture capital firm'],
  'multi-stage vc': ['vc', 'Multi-stage venture capital firm'],
  'seed fund': ['vc', 'Seed fund'],
  'pre-seed fund': ['vc', 'Pre-seed fund'],
  'solo capitalist': ['vc', 'Solo capitalist'],
  'corporate vc': ['cvc', 'Corporate venture investor'],
  'solo angel': ['angel', 'Angel investor'],
  'full-time angel': ['angel', 'Angel investor'],
  'full-time operator, angel': ['angel', 'Operator angel'],
  'angel network': ['angel', 'Angel network'],
  'family office': ['family-office', 'Family office'],
  'incubator, accelerator': ['accelerator', 'Incubator and accelerator'],
  'startup studio': ['accelerator', 'Startup studio'],
  'pe fund': ['pe', 'Private equity fund'],
  'revenue-based': ['other', 'Revenue-based financier'],
  'public fund': ['other', 'Public fund'],
  other: ['other', 'Investor'],
  '': [null, 'Investor'],
};

export interface VcMatchMakerResult {
  file: SourceFile;
  profiles: SourceProfile[];
  /** Rows that repeat the header labels or are template rows ("First Name Last Name", website "Website"). */
  dropped_junk: number;
}

// The Email and Linkedin_Personal columns are never read: they hold personal data (see SOURCES.md).
export function readVcMatchMaker(dir: string): VcMatchMakerResult {
  const rows = readCsv(join(dir, FILE), 'utf-8');
  const profiles: SourceProfile[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const name = clean(row.Name);
    if (!name || name === 'Name' || clean(row.Website) === 'Website') continue;
    const typeLabel = clean(row.Type)?.toLowerCase() ?? '';
    const type = FIRM_TYPES[typeLabel];
    if (!type) throw new Error(`Unknown VCMatchMaker Type ${JSON.stringify(row.Type)}`);
    // Repeated names get "~2", "~3" in file order so that every row keeps its own source id.
    const slug = slugify(name) || name;
    const n = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, n);
    const industry = clean(row.Industry) ?? '';
    const stages = (clean(row.Stage) ?? '').split(',').map((s) => s.trim());
    profiles.push({
      source_id: { source: 'vcmatchmaker', id: n === 1 ? slug : `${slug}~${n}` },
      name,
      // A solo angel's Website is usually their employer's (plaid.com, twitch.tv): it neither describes nor
      // identifies them, so it is dropped.
      website: INDIVIDUALS.has(typeLabel) ? null : normalizeWebsite(clean(row.Website)),
      description: scrubPersonalData(clean(row.Overview)),
      city: null,
      country: countryCode(row.Global_HQ),
      stages: stages.filter(Boolean).flatMap((s) => stagesOf(s)),
      focus: sectorsFromText(industry),
      check: parseChequeRange(clean(row.Cheque_range) ?? ''),
      firm_type: type[0],
      linkedin_url: companyLinkedIn(clean(row.Linkedin_Company)),
      invests_in: [
        ...new Set((clean(row.Countries) ?? '').split(',').flatMap((c) => countryCode(c.trim()) ?? [])),
      ],
      leads_rounds: null,
      facts: { kind: type[1], stage_labels: stages.filter(Boolean) },
    });
  }
  return {
    file: { source: 'vcmatchmaker', file: FILE, rows: rows.length },
    profiles,
    dropped_junk: rows.length - profiles.length,
  };
}
