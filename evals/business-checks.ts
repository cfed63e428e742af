import { buyerFor } from '../agents/shared/buyers';
import { textFaults } from '../agents/shared/text-quality';
import { countryRule, type RuleTopic } from '../core/business/country-rules';
import type { RevenueModel } from '../core/contracts/business';
import type { RoundStage, TRound } from '../core/contracts/round';

/**
 * Issue 34's checks of the writers, per idea: the buyer is of the kind the founder means, phase 1 fits the
 * stage, the plan holds the founder's country's regulatory steps (or says it does not know them) and names no
 * other country's regulator, and every text reads as written by a person.
 */

const LATER = new Set<RoundStage>(['series-a', 'series-b', 'series-c+', 'growth']);
const EARLY_WORDS =
  /\b(?:smallest version|MVP|first version|Prove that|work for its first paying customers)\b/i;
const LATE_WORDS = /\b(?:Scale what already works|next proof)\b/i;

/** Whether phase 1 is written for the stage the founder is at: nothing of an MVP past seed, no scaling before. */
export function phase1FitsStage(phase1: string, stage: RoundStage): boolean {
  return LATER.has(stage) ? LATE_WORDS.test(phase1) && !EARLY_WORDS.test(phase1) : !LATE_WORDS.test(phase1);
}

/** The topics a plan must hold for a business, by what it does. */
export function topicsFor(model: RevenueModel | null, sectors: readonly string[], text: string): RuleTopic[] {
  const topics: RuleTopic[] = [];
  if (model === 'lending') topics.push('lending');
  if (model === 'payments') topics.push('payments');
  if (model === 'insurance') topics.push('insurance');
  if (model === 'medical-device') topics.push('device');
  if (model === 'energy-installation') topics.push('energy');
  const health =
    ['healthcare', 'healthtech', 'digital-health', 'mental-health', 'femtech'].some((s) =>
      sectors.includes(s),
    ) || /\b(?:telehealth|telemedicine|patients?|health records?)\b/i.test(text);
  if (health && model !== 'therapeutics') topics.push('health');
  if (model !== 'therapeutics' && model !== 'deep-tech') topics.push('data');
  return topics;
}

/** Regulators and laws that belong to one country: named in another country's plan, they are borrowed. */
const OWN_MARKERS: Readonly<Record<string, RegExp>> = {
  US: /\b(?:FDA|HIPAA|FinCEN|CCPA|FTC)\b/,
  GB: /\b(?:FCA|MHRA|ICO|UK GDPR|UKCA|MCS)\b/,
  NG: /\b(?:CBN|NDPC|NAFDAC|NAICOM|FCCPC)\b/,
  IN: /\b(?:RBI|DPDP|CDSCO|IRDAI|NBFC)\b/,
  BR: /\b(?:LGPD|ANVISA|SUSEP|ANPD)\b/,
  FR: /\b(?:CNIL|ACPR|RGE|ORIAS|ANSM)\b/,
  DE: /\b(?:BaFin|BfArM|DiGA|BAFA)\b/,
  KE: /\b(?:CBK|ODPC)\b/,
  ZA: /\b(?:POPIA|SAHPRA|NCR)\b/,
  SG: /\b(?:PDPA|MAS|HSA)\b/,
  MX: /\b(?:CNBV|COFEPRIS|SOFOM)\b/,
  AU: /\b(?:TGA|AFSL|AUSTRAC|ASIC)\b/,
  ID: /\b(?:OJK|UU PDP)\b/,
};
const EU = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

/** The markers of another country the text names (the crypto line names several regimes on purpose). */
function borrowedRules(text: string, country: string | null, founderWords = ''): string[] {
  const plain = text
    .split('\n')
    .filter((l) => !/crypto-asset service provider/.test(l))
    .join('\n');
  return Object.entries(OWN_MARKERS)
    .filter(([c]) => c !== country)
    .flatMap(([c, re]) => {
      const m = re.exec(plain);
      // The PDPA is Singapore's, Malaysia's and Thailand's; GDPR words are every EU member's.
      if (!m || (m[0] === 'PDPA' && ['MY', 'TH'].includes(country ?? ''))) return [];
      // A regulator the founder names themselves ("FDA clearance next year") is theirs to plan for.
      if (founderWords.includes(m[0])) return [];
      if (c === 'FR' && m[0] === 'RGE' && country && EU.has(country)) return [];
      return [`${m[0]} (${c})`];
    });
}

/** Whether the plan holds each topic's step for the country (or says it does not know it), naming no other's. */
export function countryStepsHeld(
  text: string,
  country: string | null,
  topics: readonly RuleTopic[],
  founderWords = '',
): { ok: boolean; missing: string[]; borrowed: string[] } {
  const missing = country
    ? topics.filter((t) => {
        const rule = countryRule(country, t);
        return rule ? !text.includes(rule.slice(1, 40)) : !text.includes('We do not hold');
      })
    : [];
  const borrowed = borrowedRules(text, country, founderWords);
  return { ok: missing.length === 0 && borrowed.length === 0, missing, borrowed };
}

/** Whether the buyer the business reading and the partner finder settle on is one the founder means. */
export function buyerKindRight(
  idea: { title: string; description: string },
  round: TRound,
  truth: readonly string[] | undefined,
): { ok: boolean | null; read: string | null; used: string } {
  const used = buyerFor(idea, round).kind.key;
  const read = round.business?.buyer.industry ?? null;
  if (!truth?.length) return { ok: null, read, used };
  return { ok: truth.includes(used) && (read === null || truth.includes(read) || read === used), read, used };
}

/** Every fault of the texts, with where it was found. */
export function qualityFaults(texts: readonly { where: string; text: string }[]): string[] {
  return texts.flatMap(({ where, text }) => textFaults(text).map((f) => `${where}: ${f}`));
}
