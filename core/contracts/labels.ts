// Human labels for the vocabularies, shared by the server (reasons it writes) and the web app.
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
export function labelOf(value: string): string {
  const special = SPECIAL[value];
  if (special) return special;
  if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(value))
    return value
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
