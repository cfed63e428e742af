/**
 * Who buys what a founder builds, and how our company data (Crunchbase, US companies, October 2013) shows that a
 * company's own business is that buyer. A design partner is an early customer, so it is found by what it is,
 * never by being in the founder's sector: a dental booking tool's partners are dental practices, not dental
 * software makers.
 *
 * A company is a buyer of a kind by its category alone (`categories`: a hospitality company runs restaurants or
 * hotels) or by its name within plausible categories (`name` + `nameIn`: "Brighter Dental Care", filed under
 * health). Names that say software vendor ("… Software", "… Technologies") never count: those sell to the buyer.
 */
export interface BuyerKind {
  key: string;
  /** Plural, plain words: "dental practices and dental groups". */
  label: string;
  /** Words that name this buyer in the founder's customers phrase ("independent dental clinics"). */
  says: RegExp;
  /** A company name that shows its business is this buyer. */
  name?: RegExp;
  /** The categories in which a name match counts; null stands for companies without a category. */
  nameIn?: readonly (string | null)[];
  /** Categories whose companies are this buyer by category alone, vendors' names left out. */
  categories?: readonly string[];
  /** Only companies that raised at least this much (USD): an enterprise buyer is a large company. */
  minFunding?: number;
  /** Only companies that raised at most this much (USD): a small-business buyer. */
  maxFunding?: number;
  /** The buyer's day-to-day work a product for it changes. */
  work: string;
  /** Who signs for a pilot. */
  decides: string;
  /** What makes one a good first partner. */
  signals: string;
  /** The buyers are people, not companies: no company in our data is one. */
  people?: boolean;
  /** For people: the kind of organisation that reaches them (a channel partner), when there is one. */
  channel?: string;
}

/** Names that say the company sells software or services to others rather than being the buyer. */
export const VENDOR_NAME =
  /\b(?:software|technolog(?:y|ies)|tech|solutions|systems|labs?|analytics|platform|networks?|apps?|digital|data|cloud|interactive|online|media|mobile|ai|\.com|\.io|\.net|inc\.com)\b/i;

const CARE = ['health', 'medical', 'biotech', 'other', 'education', 'nonprofit', null] as const;
const ANY_NON_VENDOR = ['other', null, 'hospitality', 'local', 'travel', 'real_estate', 'transportation'];

export const BUYER_KINDS: readonly BuyerKind[] = [
  {
    key: 'dental',
    label: 'dental practices and dental groups',
    says: /\b(?:dental|dentists?|dentistry|orthodont\w*)\b/i,
    name: /\b(?:dental|dentists?|dentistry|orthodontics?|smiles?)\b/i,
    nameIn: ['health', 'other', null],
    work: 'booking, reminders and the front desk',
    decides: 'the practice owner (or a group’s practice manager)',
    signals: 'a front desk on the phone all day, no online booking, empty chairs from no-shows',
  },
  {
    key: 'veterinary',
    label: 'veterinary clinics',
    says: /\b(?:vets?|veterinar\w+|animal hospitals?|pet clinics?)\b/i,
    name: /\b(?:veterinar\w+|animal hospital|vet clinic|pet hospital)\b/i,
    nameIn: ['health', 'pets', 'other', null],
    work: 'appointments, records and client reminders',
    decides: 'the clinic owner or practice manager',
    signals: 'several vets, a busy front desk, appointment no-shows',
  },
  {
    key: 'pharmacies',
    label: 'pharmacies',
    says: /\bpharmac(?:y|ies|ists?)\b/i,
    name: /\b(?:pharmacy|pharmacies|drugstore|drug store|apothecary)\b/i,
    nameIn: ['health', 'ecommerce', 'web', 'other', null],
    work: 'dispensing, stock and patient follow-up',
    decides: 'the pharmacy owner or the chain’s operations lead',
    signals: 'several branches, a stock or refill problem they already measure',
  },
  {
    key: 'hospital-labs',
    label: 'hospitals and their clinical laboratories',
    says: /\b(?:hospitals?|hospital labs?|clinical lab(?:s|oratory|oratories)?|health systems?|pathology|laborator(?:y|ies)|labs)\b/i,
    name: /\b(?:hospitals?|medical cent(?:er|re)s?|health system|children['’]s|clinic|pathology|clinical laborator(?:y|ies))\b/i,
    nameIn: [...CARE],
    work: 'testing, results reporting and treatment decisions',
    decides:
      'the laboratory director with the head of the department the test serves (infectious disease, ICU)',
    signals: 'a teaching hospital with its own lab and research staff, an outcome it already tracks',
  },
  {
    key: 'pharma',
    label: 'biotech and pharma companies that license or co-develop programmes',
    says: /\b(?:pharma\w*|biopharma\w*|drug ?makers?|cros?|contract research)\b/i,
    categories: ['biotech'],
    minFunding: 50e6,
    work: 'the research programmes and trials a partner would license or co-fund',
    decides: 'the head of business development or of the therapeutic area',
    signals: 'a pipeline in your disease area with a gap your programme fills',
  },
  {
    key: 'clinics',
    label: 'clinics and physician practices',
    says: /\b(?:clinics?|practices|physicians?|doctors?|providers|outpatient|care homes?|nursing homes?|therapists?|cardiolog\w+|nephrolog\w+|patients?)\b/i,
    name: /\b(?:clinics?|medical (?:group|associates|cent(?:er|re)s?)|physicians|health ?care partners|urgent care|care cent(?:er|re)s?|family (?:medicine|practice)|hospitalists?|primary care|home (?:health|care)|senior (?:living|care)|health systems?)\b/i,
    nameIn: [...CARE, 'hospitality'],
    work: 'patient scheduling, intake and follow-up',
    decides: 'the practice owner or the clinic’s operations manager',
    signals: 'several clinicians, a no-show or intake problem they already count',
  },
  {
    key: 'ecommerce-merchants',
    label: 'online merchants and brands selling their own goods',
    says: /\b(?:e-?commerce|online (?:sellers?|stores?|shops?|merchants?|retailers?|brands?)|shopify|amazon sellers?|(?<!small )merchants?|sellers?|brands?|d2c|dtc)\b/i,
    categories: ['ecommerce', 'fashion'],
    name: /\b(?:shop|store|boutique|outfitters|apparel|goods|wear|beauty|jewel\w*)\b/i,
    nameIn: ['other', null, 'local'],
    work: 'orders, payouts, fees, refunds and the books',
    decides: 'the founder or the head of finance and operations',
    signals: 'selling on several channels, a finance person or outside bookkeeper, growing order volume',
  },
  {
    key: 'small-retailers',
    label: 'shops and small retailers',
    says: /\b(?:kiranas?|shops?|shopkeepers?|retailers?|stores?|small merchants|corner shops?|convenience stores?)\b/i,
    name: /\b(?:store|stores|shop|shops|market|mart|boutique|grocer\w*|outfitters)\b/i,
    nameIn: ['ecommerce', 'fashion', 'other', null, 'local', 'pets'],
    work: 'sales, stock and paying suppliers',
    decides: 'the owner',
    signals: 'steady daily sales, suppliers paid on credit, no finance staff',
  },
  {
    key: 'restaurants-hotels',
    label: 'restaurant groups and hotels',
    says: /\b(?:restaurants?|hotels?|hospitality|cafes?|bars|kitchens?|food service|resorts?|caterers?)\b/i,
    name: /\b(?:restaurants?|hotels?|resorts?|grill|pizza|burgers?|cafe|kitchen|inn|bistro|bakery|brewing|taqueria|diner|hospitality)\b/i,
    nameIn: ['hospitality', 'travel', 'other', null, 'local', 'ecommerce'],
    work: 'shifts, staff, bookings and suppliers',
    decides: 'the owner or the group’s operations director',
    signals: 'several sites, many hourly staff, a scheduling or payroll pain they already feel',
  },
  {
    key: 'tour-operators',
    label: 'tour operators and travel companies',
    says: /\b(?:tour operators?|tours?|travel (?:agenc\w+|companies)|tourism|excursions?)\b/i,
    categories: ['travel'],
    name: /\b(?:tours?|travel|adventures?|vacations?|excursions?|expeditions?)\b/i,
    nameIn: ['hospitality', 'other', null],
    work: 'bookings, payments from abroad and payouts to guides',
    decides: 'the owner',
    signals: 'international guests, several currencies, bookings through many channels',
  },
  {
    key: 'logistics',
    label: 'carriers, fleets and shippers',
    says: /\b(?:fleets?|carriers?|shippers?|couriers?|freight|trucking|truckers?|logistics|last[\s-]mile|delivery (?:fleets?|companies)|3pls?|haulers?|brokers)\b/i,
    name: /\b(?:logistics|freight|trucking|transport(?:ation)?|delivery|couriers?|shipping|fleet|express|moving|cargo|haul\w*|carriers?)\b/i,
    nameIn: ['transportation', 'other', null, 'ecommerce', 'automotive', 'local', 'enterprise'],
    work: 'dispatch, loads, routes and proof of delivery',
    decides: 'the operations director or the owner',
    signals: 'a fleet or lane volume they manage by phone and spreadsheet',
  },
  {
    key: 'battery-makers',
    label: 'battery makers and recyclers',
    says: /\b(?:batter(?:y|ies)|recycl\w+|energy storage|cell makers?|gigafactor\w*)\b/i,
    name: /\b(?:batter(?:y|ies)|energy storage|lithium|recycl\w*|power cells?)\b/i,
    nameIn: ['cleantech', 'hardware', 'manufacturing', 'automotive', 'other', null],
    work: 'cell production, testing and end-of-life recovery',
    decides: 'the head of operations or R&D',
    signals: 'a production line or a recycling stream of their own',
  },
  {
    key: 'mining',
    label: 'mining companies',
    says: /\b(?:mining|mines|miners|haul trucks|quarr\w+)\b/i,
    name: /\b(?:mining|minerals?|coal|gold|silver|copper|quarr\w*)\b/i,
    nameIn: ['cleantech', 'manufacturing', 'other', null, 'hardware'],
    work: 'haulage, maintenance and safety at the mine',
    decides: 'the mine’s maintenance or operations manager',
    signals: 'a fleet of heavy equipment and unplanned downtime they already count',
  },
  {
    key: 'manufacturers',
    label: 'manufacturers',
    says: /\b(?:manufactur\w+|factor(?:y|ies)|industrial|plants|mittelstand|producers|makers|haul trucks|mining)\b/i,
    categories: ['manufacturing', 'automotive'],
    name: /\b(?:manufactur\w*|industries|industrial|steel|metals?|plastics|machining|fabrication|materials|chemicals?|textiles?|components|mining|minerals)\b/i,
    nameIn: ['cleantech', 'hardware', 'semiconductor', 'nanotech', 'other', null],
    work: 'purchasing, production and quality',
    decides: 'the plant manager or the head of operations',
    signals: 'a production line, purchasing spread over many suppliers, quality data on paper',
  },
  {
    key: 'energy',
    label: 'energy producers and utilities',
    says: /\b(?:utilit(?:y|ies)|grid operators?|solar (?:installers?|developers?)|energy (?:companies|producers)|power producers?|independent power)\b/i,
    name: /\b(?:energy|power|solar|electric|utilit(?:y|ies)|wind|grid|geothermal)\b/i,
    nameIn: ['cleantech', 'other', null, 'manufacturing'],
    work: 'generation, metering and reporting',
    decides: 'the head of operations or asset management',
    signals: 'assets in the field, metering or reporting done by hand',
  },
  {
    key: 'property',
    label: 'property owners, landlords and managers',
    says: /\b(?:landlords?|property (?:managers?|owners?|management)|apartments?|buildings?|tenants?|real estate|homeowners?|housing|rentals?|brokerages?)\b/i,
    name: /\b(?:realty|properties|property|apartments?|residential|real estate|housing|rentals?|communities|homes|reit)\b/i,
    nameIn: ['real_estate', 'other', null, 'hospitality', 'travel', 'finance'],
    work: 'leases, rent, maintenance and energy bills',
    decides: 'the owner or the property manager',
    signals: 'a portfolio of buildings run by a small team',
  },
  {
    key: 'schools',
    label: 'schools, colleges and universities',
    says: /\b(?:schools?|universit(?:y|ies)|colleges?|teachers?|students?|kids|children|learners|academ(?:y|ies)|tutors?|pupils)\b/i,
    name: /\b(?:school|schools|universit(?:y|ies)|college|academy|institute|prep)\b/i,
    nameIn: ['education', 'nonprofit', 'other', null],
    work: 'teaching, homework and parent communication',
    decides: 'the head of school, or the dean or IT lead at a university',
    signals: 'a head who wants to try new tools, a class or department to pilot with',
  },
  {
    key: 'research-labs',
    label: 'university and corporate research labs',
    says: /\b(?:research (?:labs?|groups?|institutes?)|quantum computers?|physicists?|scientists?)\b/i,
    name: /\b(?:universit(?:y|ies)|institute of|laborator(?:y|ies))\b/i,
    nameIn: ['education', 'nonprofit', 'government'],
    work: 'experiments, instruments and the data they produce',
    decides: 'the principal investigator or the lab manager',
    signals: 'a funded programme that needs the capability now',
  },
  {
    key: 'farms',
    label: 'farms and agricultural producers',
    says: /\b(?:farm(?:ers?|s)?|growers?|agricultur\w+|smallholders?|cooperatives?|ranch(?:es|ers)?|soil|crops?|livestock)\b/i,
    name: /\b(?:farms?|agri\w*|growers?|ranch\w*|harvest|organics?|produce|seeds?|dairy|orchards?)\b/i,
    nameIn: ['cleantech', 'other', null, 'ecommerce', 'biotech'],
    work: 'planting, inputs, harvest and sales',
    decides: 'the farm owner or the cooperative’s manager',
    signals: 'enough land or members to measure a season’s difference',
  },
  {
    key: 'financial-institutions',
    label: 'banks, lenders, insurers and wealth managers',
    says: /\b(?:banks?|credit unions?|lenders?|insurers?|insurance (?:companies|carriers)|wealth (?:managers?|management)|asset managers?|financial (?:institutions|advisers?|advisors?)|private banks?|family offices?)\b/i,
    categories: ['finance'],
    work: 'onboarding, lending or advice and the compliance around it',
    decides: 'the head of the business line, with compliance',
    signals: 'a product line the team runs by hand, a regulator’s deadline',
  },
  {
    key: 'law-firms',
    label: 'law firms and in-house legal teams',
    says: /\b(?:law firms?|lawyers?|attorneys?|legal teams?|in-house (?:legal|counsel)|general counsel|paralegals?)\b/i,
    name: /\b(?:law|legal|attorneys?|llp|law group|counsel)\b/i,
    nameIn: ['legal', 'other', null, 'consulting'],
    work: 'contracts, review and matter management',
    decides: 'the general counsel or the managing partner',
    signals: 'a contract volume they already track, a team under pressure',
  },
  {
    key: 'engineering-teams',
    label: 'software companies with engineering teams',
    says: /\b(?:engineering teams?|engineers?|developers?|dev(?:ops)? teams?|software teams?|platform teams?|sres?|data teams?|data scientists?|kubernetes|programmers?)\b/i,
    categories: ['software', 'web', 'network_hosting', 'games_video', 'social', 'search', 'messaging'],
    minFunding: 10e6,
    work: 'writing, reviewing, testing and shipping code',
    decides: 'the head of engineering or the CTO',
    signals: 'a team of twenty engineers or more that ships every week',
  },
  {
    key: 'data-heavy',
    label: 'companies that run on their customer data (retail, ads, games, travel)',
    says: /\b(?:analysts?|data-driven|marketing analytics|bi teams?)\b/i,
    categories: ['ecommerce', 'advertising', 'games_video', 'travel', 'news'],
    minFunding: 5e6,
    work: 'reporting, dashboards and the decisions they feed',
    decides: 'the head of data or of the business line',
    signals: 'many customers or transactions a day, reports built by hand',
  },
  {
    key: 'sensitive-data',
    label: 'companies that hold sensitive data (payments, health records, student records)',
    says: /\b(?:security teams?|cisos?|it teams?|soc teams?|compliance teams?)\b/i,
    categories: ['finance', 'health', 'education', 'medical'],
    minFunding: 5e6,
    work: 'access, alerts and compliance evidence',
    decides: 'the CISO, or the CTO where there is none',
    signals: 'an audit or a customer security review coming up',
  },
  {
    key: 'brands',
    label: 'consumer brands and their marketing teams',
    says: /\b(?:marketers?|marketing teams?|advertisers?|agencies|consumer brands?|creative teams?)\b/i,
    categories: ['fashion', 'ecommerce', 'public_relations'],
    minFunding: 2e6,
    work: 'campaigns, content and the measurement of both',
    decides: 'the head of marketing',
    signals: 'a paid-media budget and a campaign calendar',
  },
  {
    key: 'publishers',
    label: 'publishers, studios and media networks',
    says: /\b(?:publishers?|newsrooms?|media companies|broadcasters?|studios?|creators?|influencers?|youtubers?|podcasters?|musicians?|labels?)\b/i,
    categories: ['news', 'photo_video', 'music'],
    name: /\b(?:studios?|media|pictures|films?|records|publishing|news|magazines?|press|tv|radio)\b/i,
    nameIn: ['other', null],
    work: 'producing, publishing and earning from content',
    decides: 'the head of content or of audience',
    signals: 'a catalogue or channel with a steady audience',
  },
  {
    key: 'gig-platforms',
    label: 'platforms whose workers you serve (ride-hailing, delivery, freelance marketplaces)',
    says: /\b(?:gig (?:workers?|drivers?|economy)|platform workers?)\b/i,
    name: /\b(?:rides?|cabs?|taxi|couriers?|errands?|tasks?|gigs?|freelanc\w*|odd jobs|drivers?)\b/i,
    nameIn: ['transportation', 'mobile', 'web', 'other', null, 'local'],
    work: 'paying, insuring and keeping their workers',
    decides: 'the head of driver or worker operations',
    signals: 'a large workforce it pays weekly and wants to keep',
  },
  {
    key: 'public-sector',
    label: 'public bodies and nonprofits',
    says: /\b(?:governments?|municipalit(?:y|ies)|cities|public sector|agencies|councils?|nonprofits?|ngos?|charities)\b/i,
    categories: ['government', 'nonprofit'],
    work: 'services to the public and the reporting on them',
    decides: 'the department head, with procurement',
    signals: 'a programme with a budget line and a deadline',
  },
  {
    key: 'small-businesses',
    label: 'small and mid-sized businesses',
    says: /\b(?:small (?:and mid-sized |and medium(?:-sized)? )?(?:businesses|companies|firms)|smbs?|smes?|msmes?|startups)\b/i,
    categories: ['local', 'hospitality', 'consulting', 'public_relations', 'real_estate', 'legal', 'design'],
    name: /\b(?:group|associates|partners|company|co|services|studio)\b/i,
    nameIn: ANY_NON_VENDOR,
    maxFunding: 20e6,
    work: 'paying staff and suppliers, invoicing and the books',
    decides: 'the owner or the office manager',
    signals: 'ten to a hundred staff and no finance team of its own',
  },
  {
    key: 'enterprises',
    label: 'large companies',
    says: /\b(?:enterprises?|large companies|corporates?|fortune 500|mid-sized (?:\w+ )?companies|mid-market)\b/i,
    categories: [
      'ecommerce',
      'finance',
      'health',
      'travel',
      'hospitality',
      'manufacturing',
      'transportation',
      'education',
      'fashion',
      'real_estate',
    ],
    minFunding: 50e6,
    work: 'the processes across teams the product serves',
    decides: 'the executive who owns the process, with IT and procurement',
    signals: 'a team that owns the process and a budget for it this year',
  },
  // People: our data holds companies only; a channel reaches them when there is one.
  {
    key: 'consumers',
    label: 'people who would use it themselves',
    says: /\b(?:consumers?|people|parents|families|adults|teens|users|gamers|travell?ers|individuals|women|men|millennials|riders|drivers|freelancers|workers|savers|borrowers)\b/i,
    people: true,
    work: 'the everyday task the product takes over',
    decides: 'each user, for themselves',
    signals: 'people who already pay for a workaround or complain about the problem in public',
  },
];

/** People whose organisations reach them: students through schools, patients through clinics. */
export const CHANNELS: readonly { says: RegExp; channel: string }[] = [
  { says: /\b(?:students?|kids|children|learners|pupils)\b/i, channel: 'schools' },
  { says: /\bpatients?\b/i, channel: 'clinics' },
  { says: /\btenants?\b/i, channel: 'property' },
  {
    says: /\b(?:gig (?:workers?|drivers?)|drivers|riders|couriers|freelancers)\b/i,
    channel: 'gig-platforms',
  },
  { says: /\b(?:creators?|influencers?|youtubers?|musicians?)\b/i, channel: 'publishers' },
];

export const kindByKey = new Map(BUYER_KINDS.map((k) => [k.key, k]));
