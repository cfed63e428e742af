import { formatMoney, formatUsd } from '../../core/contracts/format';

export { formatMoney, formatUsd };

/** Crunchbase's category codes as a founder would say them ("games_video" → "games and video"). */
const CATEGORY_WORDS: Readonly<Record<string, string>> = {
  health: 'health care',
  medical: 'medical',
  biotech: 'biotech',
  ecommerce: 'e-commerce',
  games_video: 'games and video',
  network_hosting: 'hosting and networks',
  public_relations: 'marketing and PR',
  real_estate: 'real estate',
  photo_video: 'photo and video',
  hospitality: 'hospitality',
  cleantech: 'clean tech',
  semiconductor: 'semiconductors',
  nanotech: 'nanotechnology',
};

export function categoryWords(code: string | null): string {
  if (!code) return 'no category';
  return CATEGORY_WORDS[code] ?? code.replace(/_/g, ' ');
}

/** The founder's raise as the writers quote it: in their currency, with the dollar figure beside another one. */
export function raiseWords(amount: { value: number; currency: string; usd_k: number }): {
  /** "£500K" */
  written: string;
  /** "$665K", or null when the raise is in dollars. */
  usd: string | null;
  /** "£500K (about $665K)" */
  label: string;
} {
  const written = formatMoney(amount.value, amount.currency);
  const usd = amount.currency === 'USD' ? null : formatUsd(amount.usd_k * 1000);
  return { written, usd, label: usd ? `${written} (about ${usd})` : written };
}

/** Country names read with "the": "the United Kingdom", "the Netherlands". */
const WITH_THE = new Set([
  'US',
  'GB',
  'NL',
  'AE',
  'PH',
  'CZ',
  'DO',
  'BS',
  'GM',
  'CF',
  'KY',
  'MV',
  'VA',
  'SC',
  'CD',
  'CG',
]);

/** A country as a sentence writes it after "in": "the United Kingdom", "Germany". */
export function countryPhrase(code: string, name: string): string {
  return WITH_THE.has(code) ? `the ${name}` : name;
}

/** "Emerus Hospital Partners'", "Mayo Clinic's". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`;
}
