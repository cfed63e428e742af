/**
 * What a plan says about each sector: the data a product there lives on, the number its customers judge it by,
 * and the proof its buyers ask for. Keys are the round's focus keys (most specific first in a round); the
 * first sector of the idea with a note is used.
 */
export interface SectorNote {
  /** The records or data a product in the sector works on ("appointments and patient records"). */
  data: string;
  /** The number the customers judge it by. */
  metric: string;
  /** The proof buyers in the sector ask for before they pay. */
  proof: string;
}

const SECTOR_NOTES: Readonly<Record<string, SectorNote>> = {
  'digital-health': {
    data: 'appointments and patient records',
    metric: 'Clinician or front-desk hours saved per week',
    proof: 'a before-and-after measure from a live clinic',
  },
  healthtech: {
    data: 'appointments and patient records',
    metric: 'Missed appointments (no-show rate) before and after',
    proof: 'a before-and-after measure from a live practice',
  },
  'mental-health': {
    data: 'care plans and session notes',
    metric: 'Patients who stay in care after the first month',
    proof: 'the outcome scores clinicians already use for anxiety and depression',
  },
  femtech: {
    data: 'cycle, fertility or pregnancy data',
    metric: 'Users who keep tracking after the first cycle',
    proof: 'clinicians willing to recommend it',
  },
  healthcare: {
    data: 'patient records and clinical workflows',
    metric: 'Patients or encounters handled through the product',
    proof: 'a clinician champion and a measured outcome',
  },
  'medical-devices': {
    data: 'patient samples or signals and the results reported from them',
    metric: 'Sensitivity and specificity against the reference method',
    proof: 'analytical and clinical validation data',
  },
  biotech: {
    data: 'assay, animal-model and manufacturing data',
    metric: 'Effect size in the disease model against the standard of care',
    proof: 'reproducible efficacy data and a clean safety signal',
  },
  fintech: {
    data: 'transactions, payouts and ledgers',
    metric: 'Volume processed and reconciliation errors caught',
    proof: 'books or payments that balance without manual fixes',
  },
  insurtech: {
    data: 'policies, premiums and claims',
    metric: 'Policies sold and the claims ratio',
    proof: 'a licensed insurer willing to carry the risk',
  },
  crypto: {
    data: 'wallets, custody and on-chain transactions',
    metric: 'Assets held or settled through the product',
    proof: 'a security audit and a clean custody record',
  },
  ecommerce: {
    data: 'orders, catalogues and fulfilment',
    metric: 'Orders handled through the product each week',
    proof: 'merchant time saved at month-end or per order',
  },
  retail: {
    data: 'store sales, stock and supplier payments',
    metric: 'Stores active each week and their sales through it',
    proof: 'owners who use it daily without being reminded',
  },
  d2c: {
    data: 'product line, storefront and fulfilment records',
    metric: 'Repeat purchase rate and contribution margin per order',
    proof: 'customers who reorder without a discount',
  },
  marketplaces: {
    data: 'listings, matches and transactions',
    metric: 'Share of listings that transact (fill rate)',
    proof: 'repeat use on both sides without subsidy',
  },
  logistics: {
    data: 'loads, routes and proofs of delivery',
    metric: 'On-time deliveries and cost per delivery',
    proof: 'lanes or routes run on it for a month',
  },
  mobility: {
    data: 'vehicles, trips and maintenance',
    metric: 'Vehicle uptime and cost per kilometre',
    proof: 'a fleet that runs on it for a full season',
  },
  manufacturing: {
    data: 'purchase orders, production and quality records',
    metric: 'Spend or output run through the product, and defects caught',
    proof: 'a plant manager who signs off the result',
  },
  robotics: {
    data: 'floor tasks and their logs',
    metric: 'Tasks completed per hour without intervention',
    proof: 'a robot that runs shifts at a customer site',
  },
  hardware: {
    data: 'devices in the field and their telemetry',
    metric: 'Field units running and their uptime',
    proof: 'units that survive a pilot without a site visit',
  },
  iot: {
    data: 'connected devices and the data they send',
    metric: 'Devices reporting daily',
    proof: 'installs done by the customer’s own staff',
  },
  energy: {
    data: 'generation, storage and metering data',
    metric: 'Energy delivered or saved, metered',
    proof: 'metered savings the customer’s finance team accepts',
  },
  climate: {
    data: 'emissions and energy data',
    metric: 'Tonnes of CO2e measured or avoided, with the method stated',
    proof: 'a measurement method a third party can verify',
  },
  cleantech: {
    data: 'process, emissions and material data',
    metric: 'Cost per unit against the incumbent process',
    proof: 'a pilot at a customer site at production conditions',
  },
  'circular-economy': {
    data: 'material streams, recovered and resold',
    metric: 'Material recovered per tonne processed',
    proof: 'recovered material a buyer pays for',
  },
  proptech: {
    data: 'leases, rent and buildings',
    metric: 'Units or leases managed through the product',
    proof: 'a landlord or manager who renews after the first term',
  },
  construction: {
    data: 'bids, site schedules and materials',
    metric: 'Days saved on a project schedule',
    proof: 'a contractor who uses it on a second site',
  },
  education: {
    data: 'lessons, learners and progress',
    metric: 'Weekly active learners and their progress',
    proof: 'teachers or parents who see learning gains',
  },
  agtech: {
    data: 'fields, inputs and harvests',
    metric: 'Yield or input cost per hectare against last season',
    proof: 'a season’s result on a farmer’s own fields',
  },
  foodtech: {
    data: 'menus, orders and suppliers',
    metric: 'Orders or covers handled through it',
    proof: 'a kitchen that keeps using it at the dinner rush',
  },
  travel: {
    data: 'bookings, guests and payouts',
    metric: 'Bookings handled and time to reconcile payouts',
    proof: 'operators who take bookings through it in high season',
  },
  legaltech: {
    data: 'contracts, clauses and matters',
    metric: 'Review time per contract, checked by a lawyer',
    proof: 'lawyers who sign off its output unchanged',
  },
  'hr-tech': {
    data: 'staff, shifts and payroll',
    metric: 'Hours of admin per pay run',
    proof: 'a pay run completed on it without errors',
  },
  'future-of-work': {
    data: 'freelance and hourly work, and pay for it',
    metric: 'Workers paid through it each month',
    proof: 'workers who come back each pay period',
  },
  govtech: {
    data: 'permits, cases and public records',
    metric: 'Cases handled and time to decision',
    proof: 'a department that publishes the result',
  },
  cybersecurity: {
    data: 'identities, devices and alerts',
    metric: 'Attacks blocked and time to detect',
    proof: 'a security team that lets it enforce, not only watch',
  },
  cloud: {
    data: 'infrastructure, deployments and bills',
    metric: 'Cloud spend or incidents under its control',
    proof: 'savings or incidents avoided that finance confirms',
  },
  'developer-tools': {
    data: 'code, reviews, builds and deploys',
    metric: 'Weekly active developers and pull requests touched',
    proof: 'engineers who keep it on after the trial',
  },
  'data-infrastructure': {
    data: 'data pipelines and the tables they fill',
    metric: 'Pipelines in production on it',
    proof: 'a data team that retires its old pipeline',
  },
  analytics: {
    data: 'reports and dashboards',
    metric: 'Weekly active report readers per account',
    proof: 'a decision made from its numbers',
  },
  'ai-ml': {
    data: 'documents and decision records',
    metric: 'Share of tasks done without a human, at checked accuracy',
    proof: 'accuracy on the customer’s own labelled sample',
  },
  'enterprise-software': {
    data: 'processes that span departments',
    metric: 'Departments live and seats active per account',
    proof: 'a security review passed and a second department asking',
  },
  software: {
    data: 'business records',
    metric: 'Hours of manual work removed per account',
    proof: 'a team that drops its spreadsheet',
  },
  'b2b-saas': {
    data: 'daily records',
    metric: 'Weekly active users per account',
    proof: 'accounts that renew and add seats',
  },
  advertising: {
    data: 'campaigns, audiences and spend',
    metric: 'Return on ad spend against the customer’s baseline',
    proof: 'an advertiser who moves budget to it',
  },
  marketing: {
    data: 'campaigns, content and leads',
    metric: 'Leads or sales attributed, with the method agreed',
    proof: 'a marketing team that renews its budget for it',
  },
  'marketing-tech': {
    data: 'campaigns, lists and attribution',
    metric: 'Campaigns run through it each month',
    proof: 'a marketer who retires a tool for it',
  },
  media: {
    data: 'content, audiences and rights',
    metric: 'Watch time or readers per piece, and revenue per thousand',
    proof: 'an audience that returns without paid promotion',
  },
  music: {
    data: 'catalogues, plays and royalties',
    metric: 'Streams or plays and royalties paid out',
    proof: 'artists who move their catalogue to it',
  },
  'creator-economy': {
    data: 'creators’ content, audiences and income',
    metric: 'Creators paid through it each month',
    proof: 'creators who earn more with it than without',
  },
  gaming: {
    data: 'players, sessions and in-game economies',
    metric: 'First-day and first-month player retention',
    proof: 'players who return without paid installs',
  },
  social: {
    data: 'people, posts and the connections between them',
    metric: 'Daily over monthly active users',
    proof: 'groups that keep posting without prompting',
  },
  consumer: {
    data: 'habit records',
    metric: 'First-month retention of each sign-up cohort',
    proof: 'users who tell friends without an incentive',
  },
  'consumer-internet': {
    data: 'visitors, sign-ups and what they come back for',
    metric: 'Monthly active users and the share from word of mouth',
    proof: 'organic growth month over month',
  },
  mobile: {
    data: 'installs, sessions and in-app actions',
    metric: 'First-week retention of installs',
    proof: 'reviews and organic installs',
  },
  space: {
    data: 'orbits, images and the analytics sold from them',
    metric: 'Data delivered to paying customers per month',
    proof: 'a buyer that uses the data in its own decisions',
  },
  quantum: {
    data: 'qubit control, calibration and measurement',
    metric: 'Fidelity or error rate against the lab’s current setup',
    proof: 'a lab that runs experiments on it',
  },
  semiconductors: {
    data: 'chip designs, test results and yields',
    metric: 'Performance per watt against the incumbent part',
    proof: 'a design win at a device maker',
  },
  'deep-tech': {
    data: 'performance measurements',
    metric: 'The key performance figure against the incumbent',
    proof: 'a result repeated outside your own lab',
  },
  materials: {
    data: 'material properties and process yields',
    metric: 'Cost and performance per kilogram against the incumbent',
    proof: 'a buyer’s own qualification test passed',
  },
  defense: {
    data: 'mission data and the systems that use it',
    metric: 'Trials passed with the end user',
    proof: 'a trial with a defence customer',
  },
  telecom: {
    data: 'network traffic and subscribers',
    metric: 'Subscribers or traffic carried',
    proof: 'an operator that deploys it in its network',
  },
  search: {
    data: 'queries and what people click',
    metric: 'Queries per user per week',
    proof: 'users who switch from their usual search',
  },
  communications: {
    data: 'messages and conversations',
    metric: 'Messages sent per active user per day',
    proof: 'conversations that move onto it',
  },
  services: {
    data: 'client work records',
    metric: 'Gross margin per project and repeat clients',
    proof: 'a client who buys a second project',
  },
  sports: {
    data: 'athletes, games and training',
    metric: 'Teams or athletes active weekly',
    proof: 'a coach who builds training around it',
  },
  fashion: {
    data: 'collections, sizes and returns',
    metric: 'Return rate and full-price sell-through',
    proof: 'customers who buy again at full price',
  },
  local: {
    data: 'local businesses and their customers',
    metric: 'Local businesses active weekly',
    proof: 'owners who recommend it to the shop next door',
  },
  impact: {
    data: 'records of people served and outcomes',
    metric: 'People served and the outcome measured for them',
    proof: 'an outcome a funder or public body accepts',
  },
  wellness: {
    data: 'routines, sessions and how people feel',
    metric: 'Sessions per user per week after the first month',
    proof: 'users who keep the routine without reminders',
  },
  design: {
    data: 'designs, assets and reviews',
    metric: 'Projects run through it per team',
    proof: 'a design team that retires a tool for it',
  },
};

/** The note of the idea's first sector that has one, else the generic software note. */
export function sectorNoteOf(sectors: readonly string[]): { key: string; note: SectorNote } {
  for (const s of sectors) if (SECTOR_NOTES[s]) return { key: s, note: SECTOR_NOTES[s] };
  return { key: 'b2b-saas', note: SECTOR_NOTES['b2b-saas']! };
}
