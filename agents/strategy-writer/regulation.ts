import { type CountryRules, countryStep } from '../../core/business/country-rules';
import type { RevenueModel } from '../../core/contracts/business';
import type { BusinessModel } from '../../core/contracts/round';
import { COUNTRY_NAMES } from '../../core/geo/countries';

/**
 * The regulatory, clinical and certification steps a plan must hold, by business model, sector and the founder's
 * country. General knowledge of each regime, named so a founder can look it up; never a promise of timing.
 */
export interface Regulation {
  /** Steps before or while the first version is built. */
  build: string[];
  /** Steps that come with the first customers. */
  validate: string[];
  /** Who the team needs for them. */
  people: string[];
}

const EU = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

/**
 * A product that issues, receives or reads invoices ("e-faktury KSeF", "fatture", "notas fiscais", "CFDI"); not
 * revenue ("fatturato", "facturación").
 */
const INVOICING =
  /(?<![\p{L}])(?:e-?)?(?:invoic\w*|faktur\w*|fattur(?:a|e|azione)|factur(?:a|as|e|es|ation)|notas? fisca(?:l|is)|nf-?e|cfdi|ksef|e-?fatura|verifactu|e-?rechnung\w*|xrechnung|zugferd)(?![\p{L}])/iu;

type Place = 'US' | 'GB' | 'EU' | 'other';
const placeOf = (country: string | null): Place =>
  country === 'US' ? 'US' : country === 'GB' ? 'GB' : country && EU.has(country) ? 'EU' : 'other';

const CHILD_DATA: Record<Place, string> = {
  US: 'Meet COPPA for children under 13 and FERPA for school records',
  GB: 'Meet the Age Appropriate Design Code and UK GDPR for children',
  EU: 'Meet the GDPR’s rules on children’s consent',
  other: 'Meet the country’s rules on children’s data and parental consent',
};

const CERTIFICATION: Record<Place, string> = {
  US: 'FCC authorisation for anything with a radio and safety certification by a recognised lab (UL or equivalent)',
  GB: 'UKCA or CE marking (radio, electrical safety and EMC)',
  EU: 'CE marking (the Radio Equipment, Low Voltage and EMC directives)',
  other: 'the country’s product safety and radio certification, and CE or FCC for export',
};

/**
 * The plan's regulatory steps: the founder's country's rules from core's table (core/business/country-rules.ts),
 * by what the business does (its revenue model and sectors); where the table does not know the country, a plain
 * statement that we do not know, never another country's rule.
 */
export function regulationFor(
  model: BusinessModel,
  sectors: readonly string[],
  country: string | null,
  text: string,
  revenue: RevenueModel | null = null,
): Regulation {
  const place = placeOf(country);
  const has = (s: string) => sectors.includes(s);
  const out: Regulation = { build: [], validate: [], people: [] };
  const name = country ? (COUNTRY_NAMES[country] ?? country) : null;
  const step = (topic: keyof CountryRules) => countryStep(country, name, topic).text;
  // "The GDPR…" reads "the GDPR…" inside a sentence; "UK GDPR" keeps its capitals.
  const inSentence = (t: string) => (/^[A-Z][a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);
  const devicePathway = country
    ? `Plan the route to market: ${inSentence(countryStep(country, name, 'device').text)}`
    : 'Agree the regulatory route with the medical-device regulator of the country you sell in first';
  if (model === 'medtech-diagnostics') {
    out.build.push(
      'Analytical validation on banked samples: limit of detection, sensitivity, specificity and time to result against the reference method',
      'A quality system (ISO 13485) and design controls from the first prototype',
      devicePathway,
    );
    out.validate.push(
      'A clinical validation study at partner hospital labs under ethics (IRB) approval, against the reference method',
      place === 'US'
        ? 'Decide whether early use goes through a CLIA-certified lab while the FDA submission is prepared'
        : 'Use the study data for the conformity assessment, then the regulatory submission',
    );
    out.people.push('A regulatory and quality lead who has taken a device through the pathway');
  } else if (model === 'biotech-therapeutics') {
    out.build.push(
      'In vivo efficacy of the lead candidate in an accepted disease model',
      'Candidate selection, then an IND-enabling package: GLP toxicology and manufacturing (CMC)',
      place === 'US'
        ? 'A pre-IND meeting with the FDA'
        : place === 'GB'
          ? 'Scientific advice from the MHRA on the first trial'
          : place === 'EU'
            ? 'Scientific advice from the EMA (or the national agency) on the first trial'
            : `Scientific advice from ${name ? `${name}’s` : 'the'} medicines regulator on the first trial (we do not hold its route)`,
    );
    if (/\b(?:rare|orphan)\b/i.test(text))
      out.validate.push('Orphan designation (FDA and EMA) for the rare-disease indication');
    out.validate.push('An IND or clinical trial application, and a phase 1 design with clinical advisers');
    out.people.push('A translational or clinical development lead, and a CRO for the GLP studies');
  } else if (has('medical-devices') || (model === 'hardware' && (has('healthcare') || has('healthtech')))) {
    out.build.push(
      devicePathway,
      'A quality system (ISO 13485) and design controls from the first prototype',
    );
    out.validate.push('A clinical evaluation with partner clinicians under ethics approval');
    out.people.push('A regulatory and quality lead for medical devices');
  }
  const healthData =
    ['healthcare', 'healthtech', 'digital-health', 'mental-health', 'femtech'].some(has) ||
    /\b(?:telehealth|telemedicine|patients?|health records?)\b/i.test(text);
  if (healthData && model !== 'biotech-therapeutics') out.build.push(step('health'));
  const money = revenue ?? (model === 'fintech-transactions' ? 'payments' : null);
  if (model === 'fintech-transactions' || has('crypto') || money === 'lending' || money === 'payments') {
    if (has('crypto'))
      out.build.push(
        'Register as a crypto-asset service provider where you operate (MiCA in the EU, FCA registration in the UK, FinCEN in the US)',
      );
    else if (money === 'lending') out.build.push(step('lending'));
    else if (money === 'insurance') out.build.push(step('insurance'));
    else out.build.push(step('payments'));
    if (money === 'lending' && /\b(?:payments?|pay|collections?|wallets?|virtual accounts?)\b/i.test(text))
      out.build.push(step('payments'));
    out.build.push('KYC and anti-money-laundering checks in onboarding from the first customer');
    out.people.push('A compliance lead (or fractional MLRO) who knows the regulator');
  } else if (has('fintech')) {
    out.build.push(
      country === 'US' || !country
        ? 'Read-only access to money data and a security review (SOC 2 Type I) before larger customers'
        : `Read-only access to money data, under ${inSentence(step('data'))}`,
    );
  }
  if (
    revenue === 'energy-installation' ||
    (has('energy') && /\b(?:heat pumps?|retrofit|insulation)\b/i.test(text))
  )
    out.build.push(step('energy'));
  // Invoices, in the founder's language: where the tax authority runs e-invoicing, the product must go through it.
  if (INVOICING.test(text)) out.build.push(step('invoicing'));
  // Personal data of customers or their staff: the country's data-protection law, for every product but science.
  const data = step('data');
  const said = inSentence(data).slice(0, 30);
  if (
    country &&
    !['biotech-therapeutics', 'deep-tech'].includes(model) &&
    !out.build.some((b) => b.includes(said))
  )
    out.build.push(data);
  if (has('insurtech'))
    out.validate.push(
      'Sell as an agent or MGA with a licensed insurer carrying the risk, before any licence of your own',
    );
  if (has('education') && /\b(?:kids|children|pupils|schools?|teens?|minors)\b/i.test(text))
    out.build.push(CHILD_DATA[place]);
  if (model === 'hardware' || has('hardware') || has('robotics') || has('iot')) {
    out.validate.push(`Certification before sale: ${CERTIFICATION[place]}`);
    if (/\bbatter(?:y|ies)\b/i.test(text))
      out.validate.push(
        'Battery safety and transport tests (UN 38.3; UL 1973 or UL 9540 for storage systems)',
      );
  }
  if (has('cybersecurity'))
    out.validate.push('A SOC 2 Type II or ISO 27001 audit and an independent penetration test');
  if (has('space'))
    out.build.push('Spectrum and launch licences through the national regulator, in good time');
  if (has('defense') || has('quantum'))
    out.build.push('Export-control classification of the technology (dual-use rules)');
  if (has('energy') && /\b(?:solar|grid|rooftop|batter)/i.test(text))
    out.validate.push('Grid-connection approval and certified installers for each site');
  if (has('hr-tech') || /\bpayroll\b/i.test(text))
    out.build.push(
      'Payroll tax and social-security filing rules of each country served, checked by a local accountant',
    );
  return out;
}
