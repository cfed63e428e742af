/**
 * What a founder must clear, country by country, before selling in a regulated sector: the data-protection law,
 * the financial regulator and its licence route, health-data rules, the medical-device route, and subsidy
 * certifications for building energy work. General knowledge of each regime, named so a founder can look it up;
 * never legal advice or a promise of timing. A field left out means we do not know that country's rule: the
 * strategy then says so instead of borrowing another country's (issue 34).
 */
export interface CountryRules {
  /** The data-protection law and its authority. */
  data?: string;
  /** Payments and e-money: the regulator, and how a start-up works before its own licence. */
  payments?: string;
  /** Lending: the licence a lender needs, or the partner it lends through. */
  lending?: string;
  /** Selling insurance: the supervisor, and the agent or MGA route. */
  insurance?: string;
  /** Health records: the law beyond general data protection. */
  health?: string;
  /** Medical devices and diagnostics: the regulator and the route to market. */
  device?: string;
  /** Building energy work (heat pumps, insulation, solar): the certification subsidies require, and consents. */
  energy?: string /** Invoicing: whether invoices must be issued electronically through the tax authority's system, and how. */;
  invoicing?: string;
}

const EU_DATA = (authority: string) =>
  `the GDPR, supervised by ${authority}: a record of processing, a DPA with each customer and EU data residency`;
const EU_DEVICE = (authority: string) =>
  `CE marking under the EU MDR (devices) or IVDR (diagnostics) with a notified body, registered with ${authority}`;
const EU_PAYMENTS = (authority: string) =>
  `a payment or e-money institution licence from ${authority} (passported across the EU under PSD2), or work as the agent of a licensed institution first`;

export const COUNTRY_RULES: Readonly<Record<string, CountryRules>> = {
  US: {
    invoicing:
      'no national e-invoicing mandate: customers’ ERPs and accounts-payable portals set the formats (sales tax is the rule to get right)',
    data: 'state privacy laws (the CCPA in California) and the FTC’s rules; larger customers will ask for a SOC 2 report',
    payments:
      'a sponsor bank or a licensed processor first; state money-transmitter licences and FinCEN registration only later',
    lending:
      'state lending licences, or lend through a partner bank; fair-lending (ECOA) and TILA disclosures from the first loan',
    insurance: 'state insurance licences: sell as a licensed agent or MGA with a carrier taking the risk',
    health:
      'HIPAA: a business associate agreement with each provider and HIPAA’s security rule for patient data',
    device:
      'the FDA pathway (510(k), De Novo or PMA), agreed in a Pre-Submission (Q-Sub) meeting, with Breakthrough Device designation if it serves a life-threatening condition',
    energy: 'installer licences by state, and the federal tax credits’ eligibility rules for each product',
  },
  GB: {
    invoicing: 'no e-invoicing mandate yet: HMRC’s Making Tax Digital for VAT records and returns',
    data: 'UK GDPR and the Data Protection Act, registered with the ICO',
    payments:
      'FCA authorisation as a payment or e-money institution, or work as the agent of an authorised one first',
    lending:
      'FCA consumer-credit authorisation for consumer loans; commercial lending through a funding partner',
    insurance: 'FCA authorisation, or sell as an appointed representative of an authorised insurer or broker',
    health: 'UK GDPR for health data and, for NHS work, the Data Security and Protection Toolkit and DTAC',
    device: 'UKCA marking with an approved body, registered with the MHRA (CE marking accepted for now)',
    energy: 'MCS certification of installers and products, which the Boiler Upgrade Scheme requires',
  },
  FR: {
    invoicing:
      'e-invoicing through a platform approved by the tax administration (plateforme agréée) as the reform phases in, with e-reporting of other sales',
    data: EU_DATA('the CNIL'),
    payments: EU_PAYMENTS('the ACPR'),
    lending:
      'a credit-institution or financing-company licence from the ACPR, or lend through a licensed partner (crowdlending under the ECSP rules)',
    insurance:
      'ORIAS registration as an intermediary, with a licensed insurer carrying the risk (ACPR supervision)',
    health:
      'HDS certification of whoever hosts health data (hébergeur de données de santé), and the CNIL’s health-data rules',
    device: EU_DEVICE('the ANSM'),
    energy:
      'RGE certification of the installer (which MaPrimeRénov’ and energy-savings certificates require), and the co-owners’ general-assembly vote (assemblée générale de copropriété) before works in a shared building',
  },
  DE: {
    invoicing:
      'structured e-invoices (XRechnung or ZUGFeRD): every business must be able to receive them, and issuing them phases in',
    data: EU_DATA('the state data-protection authorities'),
    payments: EU_PAYMENTS('BaFin'),
    lending: 'a BaFin banking licence for lending, or lend through a fronting bank',
    insurance: 'registration as an insurance intermediary with the IHK, or an MGA with a licensed insurer',
    health:
      'the GDPR with the health-data rules of the SGB V; for prescribable apps, the BfArM’s DiGA listing',
    device: EU_DEVICE('the BfArM'),
    energy:
      'BAFA and KfW subsidy rules: works planned by an accredited energy adviser (Energieeffizienz-Experte)',
  },
  ES: {
    invoicing:
      'invoicing software that meets the Verifactu rules of the AEAT, and the business-to-business e-invoicing obligation of the Crea y Crece law as it phases in',
    data: EU_DATA('the AEPD'),
    payments: EU_PAYMENTS('the Banco de España'),
    lending: 'registration with the Banco de España as a lender, or lend through a licensed partner',
    insurance: 'registration with the DGSFP as an intermediary',
    device: EU_DEVICE('the AEMPS'),
  },
  IT: {
    invoicing:
      'electronic invoices sent through the Agenzia delle Entrate’s SdI exchange system (mandatory for business invoices), in the FatturaPA format',
    data: EU_DATA('the Garante'),
    payments: EU_PAYMENTS('the Banca d’Italia'),
    lending:
      'enrolment with the Banca d’Italia as a financial intermediary, or lend through a licensed partner',
    insurance: 'IVASS registration as an intermediary',
    device: EU_DEVICE('the Ministry of Health'),
  },
  NL: {
    data: EU_DATA('the Autoriteit Persoonsgegevens'),
    payments: EU_PAYMENTS('De Nederlandsche Bank'),
    lending: 'an AFM licence for consumer credit; business lending through a licensed partner',
    insurance: 'an AFM licence as an intermediary',
    health: 'the GDPR with the Dutch NEN information-security standard for health data',
    device: EU_DEVICE('the IGJ'),
  },
  SE: {
    data: EU_DATA('IMY'),
    payments: EU_PAYMENTS('Finansinspektionen'),
    lending: 'a Finansinspektionen licence for consumer credit, or lend through a licensed partner',
    device: EU_DEVICE('Läkemedelsverket'),
  },
  PL: {
    invoicing:
      'structured e-invoices issued through the national KSeF system of the Ministry of Finance, mandatory as it is phased in: the product must send, receive and archive through KSeF',
    data: EU_DATA('the UODO'),
    payments: EU_PAYMENTS('the KNF'),
    lending: 'registration with the KNF as a lending institution',
    device: EU_DEVICE('the URPL'),
  },
  IE: {
    data: EU_DATA('the Data Protection Commission'),
    payments: EU_PAYMENTS('the Central Bank of Ireland'),
    lending: 'Central Bank of Ireland authorisation as a retail credit firm',
    device: EU_DEVICE('the HPRA'),
  },
  PT: {
    data: EU_DATA('the CNPD'),
    payments: EU_PAYMENTS('the Banco de Portugal'),
    device: EU_DEVICE('INFARMED'),
  },
  CH: {
    data: 'the revised Federal Act on Data Protection (FADP), with the FDPIC',
    payments:
      'FINMA: a fintech licence, or membership of a self-regulatory organisation for anti-money-laundering',
    device: 'Swissmedic registration with a Swiss authorised representative, alongside CE marking',
  },
  NG: {
    data: 'the Nigeria Data Protection Act, with registration and audits through the NDPC',
    payments:
      'a CBN licence (payment service provider, switching or mobile money operator), or work through a CBN-licensed partner first',
    lending:
      'a CBN licence (finance company or microfinance bank) or a state money-lender licence, and registration with the FCCPC for digital lending',
    insurance: 'NAICOM licensing: sell through a licensed insurer or broker',
    health:
      'the Nigeria Data Protection Act’s rules for sensitive data, and the National Health Act on patient records',
    device: 'NAFDAC registration of the device',
  },
  KE: {
    invoicing: 'invoices through KRA’s eTIMS, which buyers need to claim the expense',
    data: 'the Data Protection Act, with registration at the ODPC',
    payments:
      'a CBK licence as a payment service provider, or work through a licensed PSP or M-Pesa’s rails first',
    lending: 'a CBK licence as a digital credit provider',
    insurance: 'IRA licensing: sell as an agent of a licensed insurer',
    device: 'registration with the Pharmacy and Poisons Board',
  },
  ZA: {
    data: 'POPIA, with an information officer registered with the Information Regulator',
    payments: 'work through a bank sponsor under the SARB’s payments rules and PASA',
    lending: 'registration with the National Credit Regulator (NCR) as a credit provider',
    insurance: 'an FSCA licence, or work under a licensed insurer’s FSP licence',
    device: 'a SAHPRA establishment licence and device registration',
  },
  EG: {
    invoicing: 'the Egyptian Tax Authority’s e-invoice and e-receipt systems',
    data: 'the Personal Data Protection Law, with the Data Protection Centre',
    payments: 'a Central Bank of Egypt licence, or work through a licensed bank',
    lending: 'an FRA licence for consumer or microfinance lending',
  },
  GH: {
    data: 'the Data Protection Act, registered with the Data Protection Commission',
    payments: 'a Bank of Ghana licence (payment service provider or EMI), or a licensed partner first',
    lending: 'a Bank of Ghana licence for non-bank lending',
  },
  BR: {
    invoicing:
      'NF-e and NFS-e electronic invoices authorised by the state tax authority (SEFAZ) or the municipality, through an integrated issuer',
    data: 'the LGPD, with a data-protection officer (encarregado) and the ANPD’s rules',
    payments:
      'a Central Bank of Brazil authorisation as a payment institution, or work through an authorised one (Pix through a direct participant)',
    lending:
      'a Central Bank authorisation as an SCD or SEP, or lend through a partner bank (banking as a service)',
    insurance: 'SUSEP registration, with a licensed insurer carrying the risk',
    health: 'the LGPD’s rules for sensitive health data, and CFM rules for telemedicine',
    device: 'ANVISA registration of the device (or notification for the lowest classes)',
  },
  MX: {
    invoicing: 'CFDI electronic invoices stamped by a provider authorised by the SAT (PAC), or become one',
    data: 'the federal personal-data law (LFPDPPP): a privacy notice and ARCO rights',
    payments:
      'CNBV authorisation as an IFPE under the fintech law, or work through an authorised institution',
    lending: 'registration as a SOFOM with the CNBV and CONDUSEF',
    insurance: 'CNSF supervision: sell as an agent of a licensed insurer',
    health: 'NOM standards for the electronic health record, and the data-protection law for sensitive data',
    device: 'COFEPRIS registration of the device',
  },
  CO: {
    invoicing:
      'DIAN electronic invoicing (factura electrónica), through a technology provider the DIAN authorises',
    data: 'Habeas Data (the data-protection law), with the databases registered with the SIC',
    payments: 'work through an institution supervised by the Superintendencia Financiera, or its sandbox',
    lending: 'Superintendencia Financiera rules for lenders, or lend through a supervised partner',
    device: 'INVIMA registration of the device',
  },
  AR: {
    data: 'the personal-data law, with the databases registered with the AAIP',
    payments: 'registration with the BCRA as a payment service provider',
    lending: 'registration with the BCRA as a non-bank credit provider',
    device: 'ANMAT registration of the device',
  },
  CL: {
    invoicing: 'electronic tax documents (DTE) authorised by the SII',
    data: 'the personal-data law and its reform, with the new data-protection agency',
    payments: 'registration with the CMF under the fintech law',
    device: 'ISP registration of the device',
  },
  IN: {
    invoicing:
      'GST e-invoicing through the Invoice Registration Portal (an IRN and a signed QR code on each invoice) for businesses above the turnover threshold',
    data: 'the DPDP Act, with consent records and a grievance officer',
    payments: 'an RBI licence as a payment aggregator, or work through a licensed aggregator or bank first',
    lending:
      'lend through an RBI-registered NBFC or bank and follow the RBI’s digital-lending directions (loans disbursed to the borrower’s own account)',
    insurance: 'IRDAI registration as a corporate agent or web aggregator',
    health: 'the DPDP Act for health data, the ABDM’s standards, and the telemedicine practice guidelines',
    device: 'CDSCO registration under the Medical Devices Rules',
  },
  PK: {
    data: 'no data-protection law in force yet: follow the draft bill and PTA rules, and say so to customers',
    payments: 'an SBP licence as an EMI or PSO, or a licensed partner first',
    lending: 'an SECP licence as an NBFC for digital lending',
  },
  BD: {
    payments:
      'a Bangladesh Bank licence (MFS or PSP), or a licensed partner such as a bank’s mobile financial service',
  },
  ID: {
    data: 'the Personal Data Protection Law (UU PDP)',
    payments: 'a Bank Indonesia licence as a payment service provider, or a licensed partner first',
    lending: 'an OJK licence for peer-to-peer lending (LPBBTI), or lend through a licensed partner',
    insurance: 'OJK supervision: sell through a licensed insurer or broker',
    device: 'Ministry of Health registration (AKL) of the device',
  },
  SG: {
    data: 'the PDPA, with a data-protection officer',
    payments:
      'a MAS licence under the Payment Services Act where it applies, or a licensed partner meanwhile',
    lending:
      'a moneylender’s licence from the Ministry of Law for consumer loans, or lend through a licensed partner',
    insurance: 'MAS licensing, or sell as a representative of a licensed insurer or broker',
    health:
      'the PDPA and the Ministry of Health’s telemedicine and data rules (HCSA licensing for care services)',
    device: 'HSA registration of the device',
  },
  PH: {
    data: 'the Data Privacy Act, registered with the National Privacy Commission',
    payments: 'a BSP licence as an operator of a payment system or EMI, or a licensed partner first',
    lending: 'an SEC licence as a lending or financing company',
    device: 'FDA Philippines registration of the device',
  },
  VN: {
    data: 'the personal-data decree and law, with an impact assessment filed with the Ministry of Public Security',
    payments: 'a State Bank of Vietnam licence for intermediary payment services, or a licensed partner',
  },
  MY: {
    invoicing: 'e-invoices validated through LHDN’s MyInvois as the rollout reaches each business size',
    data: 'the PDPA',
    payments: 'Bank Negara Malaysia approval as an e-money issuer or payment operator',
    lending: 'a money-lending licence from the housing ministry, or lend through a licensed partner',
  },
  TH: { data: 'the PDPA', payments: 'a Bank of Thailand licence for e-payment services' },
  JP: {
    data: 'the APPI, with the Personal Information Protection Commission',
    payments: 'registration with the FSA as a funds-transfer service provider or prepaid issuer',
    lending: 'registration as a money lender with the FSA or the prefecture',
    device: 'PMDA review and MHLW approval under the PMD Act',
  },
  KR: {
    data: 'PIPA, with the PIPC',
    payments: 'registration with the FSC as an electronic financial business',
    device: 'MFDS approval of the device',
  },
  AU: {
    data: 'the Privacy Act and its Australian Privacy Principles',
    payments: 'an AFSL (or work under one) and AUSTRAC registration before moving money',
    lending: 'an Australian Credit Licence from ASIC for consumer credit',
    insurance: 'an AFSL, or sell as an authorised representative of a licensed insurer',
    health: 'the Privacy Act’s health-information rules and the My Health Records Act where it applies',
    device: 'TGA inclusion in the ARTG',
  },
  CA: {
    data: 'PIPEDA and provincial privacy laws (Québec’s is the strictest)',
    payments:
      'FINTRAC registration as a money services business and the Bank of Canada’s retail payments rules',
    lending: 'provincial lending and consumer-protection licences',
    health: 'provincial health-information laws (PHIPA in Ontario)',
    device: 'a Health Canada medical device licence, with MDSAP certification',
  },
  AE: {
    data: 'the federal data-protection law, or the DIFC or ADGM regime in those free zones',
    payments:
      'a Central Bank of the UAE licence (stored value or retail payments), or the DFSA or FSRA in the free zones',
    lending: 'a Central Bank of the UAE finance-company licence, or lend through a licensed bank',
    device: 'Ministry of Health and Prevention registration of the device',
  },
  SA: {
    invoicing:
      'ZATCA’s FATOORA e-invoicing, with the invoicing system integrated with ZATCA in the second phase',
    data: 'the PDPL, with SDAIA',
    payments: 'a SAMA licence as a payment service provider, or SAMA’s sandbox',
    lending: 'a SAMA finance-company licence',
    device: 'SFDA marketing authorisation of the device',
  },
  IL: {
    data: 'the Privacy Protection Law and its data-security regulations',
    payments: 'an ISA licence for payment services, or a licensed partner',
    device: 'AMAR registration with the Ministry of Health',
  },
  TR: {
    invoicing:
      'e-Fatura and e-Arşiv invoices through the Revenue Administration’s (GİB) system, or a licensed integrator',
    data: 'KVKK, with registration in VERBIS',
    payments: 'a CBRT licence as a payment or e-money institution',
    device: 'TİTCK registration of the device',
  },
};

/** The rule a country holds for a topic, or null when we do not know it. */
export function countryRule(country: string | null | undefined, topic: keyof CountryRules): string | null {
  return (country && COUNTRY_RULES[country]?.[topic]) || null;
}

/** The regulated topics of a business, in the order a plan meets them. */
export type RuleTopic = keyof CountryRules;

const TOPIC_WORDS: Readonly<Record<RuleTopic, string>> = {
  data: 'data protection',
  payments: 'moving money',
  lending: 'lending',
  insurance: 'selling insurance',
  health: 'health data',
  device: 'medical devices',
  energy: 'building energy works and their subsidies',
  invoicing: 'e-invoicing',
};

/** A country's step for a topic, or a plain statement that we do not know it (never another country's rule). */
export function countryStep(
  country: string | null | undefined,
  countryName: string | null,
  topic: RuleTopic,
): { text: string; known: boolean } {
  const rule = countryRule(country, topic);
  if (rule) return { text: `${capitalFirst(rule)}${countryName ? ` (${countryName})` : ''}`, known: true };
  const where = countryName ?? 'your country';
  return {
    text: `We do not hold ${where}’s rules for ${TOPIC_WORDS[topic]}: ask a local lawyer which licence, approval or registration applies before the first customer`,
    known: false,
  };
}

const capitalFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
