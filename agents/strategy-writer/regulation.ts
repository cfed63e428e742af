import type { BusinessModel } from '../../core/contracts/round';

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

type Place = 'US' | 'GB' | 'EU' | 'other';
const placeOf = (country: string | null): Place =>
  country === 'US' ? 'US' : country === 'GB' ? 'GB' : country && EU.has(country) ? 'EU' : 'other';

const DEVICE_PATHWAY: Record<Place, string> = {
  US: 'Agree the FDA pathway (510(k), De Novo or PMA) in a Pre-Submission (Q-Sub) meeting; ask for Breakthrough Device designation if the test serves a life-threatening condition',
  GB: 'Plan UK market access with the MHRA (UKCA marking) and the EU’s IVDR or MDR with a notified body, whichever market comes first',
  EU: 'Plan CE marking under the IVDR (diagnostics) or MDR (devices) with a notified body, which most device classes need',
  other:
    'Plan approval with the national medical-device regulator, and the FDA or a CE mark if you sell abroad first',
};

const PAYMENTS_LICENCE: Record<string, string> = {
  US: 'Move money through a sponsor bank or licensed processor first; state money-transmitter licences only later',
  GB: 'Operate under an FCA-authorised payment or e-money institution (as its agent) before seeking your own authorisation',
  IN: 'Work through an RBI-regulated partner (a bank or NBFC for lending, a licensed payment aggregator for payments)',
  NG: 'Work through a CBN-licensed partner before applying for your own licence',
  KE: 'Work through a CBK-licensed partner (a bank or payment service provider)',
  BR: 'Work through a Central Bank of Brazil-authorised institution before your own authorisation',
  MX: 'Work through a CNBV-authorised institution, or apply under the fintech law',
  CO: 'Work through an institution supervised by the Superintendencia Financiera',
  ID: 'Work through an OJK- or Bank Indonesia-licensed partner',
  PH: 'Work through a BSP-licensed partner',
  SG: 'Check whether MAS’s Payment Services Act requires a licence, and work through a licensed partner meanwhile',
  AE: 'Work through a Central Bank of the UAE-licensed partner, or apply to a financial free zone’s regulator',
  AU: 'Work through an AFSL holder and register with AUSTRAC before moving money',
};

const HEALTH_DATA: Record<Place, string> = {
  US: 'Sign a HIPAA business associate agreement with each customer and keep patient data under HIPAA’s security rule',
  GB: 'Meet UK GDPR for health data (a data protection impact assessment) and, for NHS work, the Data Security and Protection Toolkit',
  EU: 'Meet the GDPR for health data, with a data protection impact assessment and EU data residency',
  other: 'Meet the country’s health-data law before the first patient record is stored',
};

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

export function regulationFor(
  model: BusinessModel,
  sectors: readonly string[],
  country: string | null,
  text: string,
): Regulation {
  const place = placeOf(country);
  const has = (s: string) => sectors.includes(s);
  const out: Regulation = { build: [], validate: [], people: [] };
  if (model === 'medtech-diagnostics') {
    out.build.push(
      'Analytical validation on banked samples: limit of detection, sensitivity, specificity and time to result against the reference method',
      'A quality system (ISO 13485) and design controls from the first prototype',
      DEVICE_PATHWAY[place],
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
        : 'Scientific advice from the EMA or MHRA on the first trial',
    );
    if (/\b(?:rare|orphan)\b/i.test(text))
      out.validate.push('Orphan designation (FDA and EMA) for the rare-disease indication');
    out.validate.push('An IND or clinical trial application, and a phase 1 design with clinical advisers');
    out.people.push('A translational or clinical development lead, and a CRO for the GLP studies');
  } else if (has('medical-devices') || (model === 'hardware' && (has('healthcare') || has('healthtech')))) {
    out.build.push(
      DEVICE_PATHWAY[place],
      'A quality system (ISO 13485) and design controls from the first prototype',
    );
    out.validate.push('A clinical evaluation with partner clinicians under ethics approval');
    out.people.push('A regulatory and quality lead for medical devices');
  }
  const healthData = ['healthcare', 'healthtech', 'digital-health', 'mental-health', 'femtech'].some(has);
  if (healthData && model !== 'biotech-therapeutics') out.build.push(HEALTH_DATA[place]);
  if (model === 'fintech-transactions' || has('crypto')) {
    out.build.push(
      has('crypto')
        ? 'Register as a crypto-asset service provider where you operate (MiCA in the EU, FCA registration in the UK, FinCEN in the US)'
        : (PAYMENTS_LICENCE[country ?? ''] ??
            'Work through a licensed bank or payment partner before seeking a licence of your own'),
      'KYC and anti-money-laundering checks in onboarding from the first customer',
    );
    out.people.push('A compliance lead (or fractional MLRO) who knows the regulator');
  } else if (has('fintech')) {
    out.build.push(
      'Read-only access to money data and a security review (SOC 2 Type I) before larger customers',
    );
  }
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
