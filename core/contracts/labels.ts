// The one label table for every vocabulary key (sectors, stages, roles, statuses, regions, advisory terms), shared
// by the web app, the agents' texts and e-mails, and the API: people read 'B2B SaaS', never 'b2b-saas'.
import { coarseStage } from '../vocabulary/stages.ts';
import { STAGE_TAGS } from './vocabulary.ts';

const SPECIAL: Record<string, string> = {
  'b2b-saas': 'B2B SaaS',
  'ai-ml': 'AI / ML',
  fintech: 'Fintech',
  ecommerce: 'E-commerce',
  hr: 'HR',
  'pre-seed': 'Pre-seed',
  'series-a': 'Series A',
  'series-b': 'Series B',
  'series-b+': 'Series B+',
  'series-c+': 'Series C+',
  'post-ipo': 'Post-IPO',
  'private-equity': 'Private equity',
  'late-stage': 'Late stage',
  other: 'Other',
  generalist: 'Generalist',
  d2c: 'D2C',
  iot: 'IoT',
  'hr-tech': 'HR tech',
  agtech: 'AgTech',
  edtech: 'EdTech',
  'developer-tools': 'Developer tools',
  'consumer-internet': 'Consumer internet',
  'data-infrastructure': 'Data infrastructure',
  'enterprise-software': 'Enterprise software',
  'digital-health': 'Digital health',
  'medical-devices': 'Medical devices',
  'mental-health': 'Mental health',
  'marketing-tech': 'Marketing tech',
  'sales-tech': 'Sales tech',
  'future-of-work': 'Future of work',
  'creator-economy': 'Creator economy',
  'circular-economy': 'Circular economy',
  very_interested: 'Very interested',
  need_to_reach_out: 'Need to reach out',
  'north-america': 'North America',
  'latin-america': 'Latin America',
  europe: 'Europe',
  'middle-east': 'Middle East',
  africa: 'Africa',
  'south-asia': 'South Asia',
  'southeast-asia': 'Southeast Asia',
  'east-asia': 'East Asia',
  oceania: 'Oceania',
  'fintech-transactions': 'Fintech (transactions)',
  'consumer-subscription': 'Consumer subscription',
  'consumer-app': 'Consumer app',
  'ecommerce-d2c': 'E-commerce / D2C',
  'biotech-therapeutics': 'Biotech (therapeutics)',
  'medtech-diagnostics': 'Medtech / diagnostics',
  'deep-tech': 'Deep tech',
  '1-5_hours_month': '1-5 hours / month',
  '5-10_hours_month': '5-10 hours / month',
  '10-20_hours_month': '10-20 hours / month',
  '20+_hours_month': '20+ hours / month',
  equity_only: 'Equity only',
  cash_only: 'Cash only',
  equity_and_cash: 'Equity and cash',
  flexible: 'Flexible',
};

/**
 * A human label for a vocabulary value: 'pre-seed' → 'Pre-seed', 'b2b-saas' → 'B2B SaaS', and for values of
 * several dashed words each word capitalised, as stages and markets are written: 'series-c' → 'Series C',
 * 'real-estate' → 'Real Estate'.
 */
export function labelOf(raw: string): string {
  const value = raw.trim();
  const special = SPECIAL[value] ?? SPECIAL[value.toLowerCase()];
  if (special) return special;
  if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(value))
    return value
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Labels of several keys, without repeats, in their order. */
export function labelsOf(values: readonly string[] | null | undefined): string[] {
  return [
    ...new Set(
      (values ?? [])
        .map((v) => v.trim())
        .filter(Boolean)
        .map(labelOf),
    ),
  ];
}

const STAGE_SET = new Set<string>(STAGE_TAGS);

/**
 * The stages an investor or advisor prefers, in the one set people choose from (Pre-seed, Seed, Series A,
 * Series B+): the sources' finer tags (angel, series-b, series-c+, late-stage…) fold into it, so a card never
 * shows "Series B" beside "Series B+". Unknown strings keep their own label.
 */
export function stageLabels(stages: readonly string[] | null | undefined): string[] {
  return labelsOf(
    (stages ?? []).map((s) => {
      const key = s.trim().toLowerCase();
      return STAGE_SET.has(key) ? coarseStage(key as (typeof STAGE_TAGS)[number]) : s;
    }),
  );
}

/** A preferred stage's label in that set: 'series-b' (advisors' key) → 'Series B+'. */
export function stageLabel(stage: string): string {
  return stageLabels([stage])[0] ?? labelOf(stage);
}

/**
 * A deal's round as people name it: 'series-a' → 'Series A', 'angel' → 'Angel'; null for the sources' types that
 * name no round ('venture', 'other', 'crowdfunding' say nothing a reader can use).
 */
export function roundLabel(round: string | null | undefined): string | null {
  const key = round?.trim();
  if (!key || /^(other|venture|unknown)$/i.test(key)) return null;
  return labelOf(key.toLowerCase());
}

/**
 * A sentence written before the label table reached it (the shipped data's descriptions: "at series-a and seed")
 * with its stage keys as people read them: "at Series A and seed".
 */
export function readableText(text: string): string {
  return text.replace(
    /\b(series-[a-z]\+?|late-stage|private-equity|post-ipo|b2b-saas|ai-ml)(?![\w-])/g,
    (key) => labelOf(key),
  );
}
