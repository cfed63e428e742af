import type { Region } from '../contracts/round';

/** How a region reads in the product ("Investors in Southeast Asia"). */
export const REGION_LABELS: Readonly<Record<Region, string>> = {
  'north-america': 'North America',
  'latin-america': 'Latin America',
  europe: 'Europe',
  'middle-east': 'Middle East',
  africa: 'Africa',
  'south-asia': 'South Asia',
  'southeast-asia': 'Southeast Asia',
  'east-asia': 'East Asia',
  oceania: 'Oceania',
};

// ISO 3166-1 alpha-2 codes by region, as founders and investors group markets rather than by strict geography:
// Mexico, Central America and the Caribbean are Latin America; Turkey and Israel are the Middle East; Egypt and
// the Maghreb are Africa; the Caucasus and Central Asia sit with Europe, whose funds (EBRD, the CIS hubs) cover
// them; Afghanistan is South Asia (SAARC). Antarctica and uninhabited territories have no region.
const CODES: Readonly<Record<Region, string>> = {
  'north-america': 'US CA BM PM UM',
  'latin-america':
    'MX GT BZ SV HN NI CR PA CU DO HT JM PR TT BB BS AG DM GD KN LC VC AW CW BQ SX KY VG VI TC AI MS GP MQ BL MF CO VE EC PE BO BR PY UY AR CL GY SR GF FK',
  europe:
    'GB IE FR DE NL BE LU CH AT LI MC AD SM VA IT MT ES PT GI DK SE NO FI IS FO AX EE LV LT PL CZ SK HU SI HR BA RS ME MK AL XK RO BG MD UA BY RU GR CY GE AM AZ KZ UZ KG TJ TM IM JE GG GL SJ',
  'middle-east': 'IL PS TR AE SA QA BH KW OM YE JO LB SY IQ IR',
  africa:
    'DZ AO BJ BW BF BI CV CM CF TD KM CD CG CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU YT MA MZ NA NE NG RE RW SH ST SN SC SL SO ZA SS SD TZ TG TN UG EH ZM ZW',
  'south-asia': 'IN PK BD LK NP BT MV AF IO',
  'southeast-asia': 'SG ID MY TH VN PH KH LA MM BN TL',
  'east-asia': 'CN JP KR KP TW HK MO MN',
  oceania: 'AU NZ FJ PG SB VU NC PF WS TO KI TV NR FM MH PW CK NU GU MP AS NF CX CC PN WF TK',
};

const REGION_OF = new Map<string, Region>();
for (const [region, codes] of Object.entries(CODES) as [Region, string][]) {
  for (const code of codes.split(' ')) REGION_OF.set(code, region);
}

/** The region of an ISO alpha-2 country code ("NG" → "africa"), or null for an unknown code. */
export function regionOf(country: string | null | undefined): Region | null {
  return country ? (REGION_OF.get(country.toUpperCase()) ?? null) : null;
}

/** Every country code of a region, e.g. to list the investors of a founder's region. */
export function countriesIn(region: Region): string[] {
  return CODES[region].split(' ');
}
