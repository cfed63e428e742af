import { conceptsOf, tokenize } from '../../src/investors/text';
import type { Dataset } from '../shared/dataset';
import { formatUsd } from '../shared/format';
import type { Candidate, DesignPartner, PartnerIdea } from './state';

/**
 * The company sectors (as the data names them) that buy what an idea of each concept sells: a freight idea
 * sells to transport, manufacturing and e-commerce companies, which ship goods.
 */
export const BUYER_SECTORS: Record<string, string[]> = {
  logistics: ['mobility', 'manufacturing', 'ecommerce', 'hardware', 'fashion', 'travel'],
  fintech: ['fintech', 'ecommerce', 'b2b-saas', 'proptech'],
  healthcare: ['healthcare', 'digital-health', 'medical-devices', 'biotech'],
  'b2b-saas': ['b2b-saas', 'enterprise-software', 'software'],
  ecommerce: ['ecommerce', 'fashion', 'local', 'consumer'],
  climate: ['climate', 'cleantech', 'manufacturing', 'hardware'],
  education: ['education'],
  proptech: ['proptech'],
  cybersecurity: ['fintech', 'enterprise-software', 'cybersecurity', 'cloud'],
  mobility: ['mobility', 'travel'],
  media: ['media', 'gaming', 'music', 'social', 'advertising'],
  foodtech: ['local', 'ecommerce', 'travel'],
  hardware: ['hardware', 'manufacturing', 'semiconductors'],
  crypto: ['fintech'],
};

/** The workflow an idea of each concept changes at its customers. */
const WORKFLOWS: Record<string, string> = {
  logistics: 'shipping: booking carriers, tracking loads and the paperwork around each shipment',
  fintech: 'finance operations: invoicing, payment reconciliation and credit checks',
  healthcare: 'clinical operations: patient intake, scheduling and documentation',
  'b2b-saas': 'internal operations: hand-offs between teams, reporting and data entry',
  ecommerce: 'selling online: catalogue, orders, returns and customer service',
  climate: 'energy and emissions: metering, reporting and procurement',
  education: 'teaching operations: enrolment, course delivery and assessment',
  proptech: 'property operations: leasing, maintenance and tenant communication',
  cybersecurity: 'security operations: access reviews, alerts and compliance evidence',
  mobility: 'fleet operations: dispatch, maintenance and driver scheduling',
  media: 'content operations: production, publishing and audience analytics',
  foodtech: 'food operations: ordering, inventory and supplier management',
  hardware: 'production: procurement, quality control and supply planning',
  crypto: 'treasury and payments: custody, settlement and reporting',
};

export function ideaConcepts(idea: PartnerIdea): string[] {
  const tokens = tokenize(`${idea.industry} ${idea.title} ${idea.description}`);
  const concepts = conceptsOf(tokens);
  // "AI" and "SaaS" say how the idea is built, not who buys it: use them only when nothing else is said.
  const specific = concepts.filter((c) => c !== 'ai-ml' && c !== 'b2b-saas');
  return specific.length ? specific : concepts.length ? concepts : ['b2b-saas'];
}

/**
 * The buyer sectors with a weight: the idea's own industry and each concept's first buyer sector weigh most,
 * later ones less (4, 3, 2, then 1).
 */
export function buyerSectors(idea: PartnerIdea, data: Dataset): Map<string, number> {
  const weights = new Map<string, number>();
  const put = (sector: string, w: number) => weights.set(sector, Math.max(weights.get(sector) ?? 0, w));
  for (const c of ideaConcepts(idea))
    for (const [i, s] of (BUYER_SECTORS[c] ?? []).entries()) put(s, Math.max(1, 4 - i));
  const industry = idea.industry.toLowerCase().trim().replace(/\s+/g, '-');
  if (data.companies.some((c) => c.sectors.includes(industry))) put(industry, 4);
  return weights;
}

const STAGE_LABELS: Record<string, string> = {
  angel: 'Seed',
  'pre-seed': 'Pre-seed',
  seed: 'Seed',
  'series-a': 'Series A',
  'series-b': 'Series B',
  'series-c+': 'Series C+',
  'private-equity': 'Private equity',
  'post-ipo': 'Post-IPO',
};

/** "Series B, $25M raised", from the company's latest typed round and its funding total. */
export function sizeOf(data: Dataset, companyId: string, fundingTotal: number | null): string {
  const rounds = data.roundsByCompany.get(companyId) ?? [];
  const last = [...rounds].reverse().find((r) => r.round !== null);
  const stage = last?.round ? STAGE_LABELS[last.round] : 'Venture-backed';
  return fundingTotal ? `${stage}, ${formatUsd(fundingTotal)} raised` : `${stage}`;
}

/** Names of the investors in our database that joined the company's rounds, from rounds.investor_ids. */
export function backersOf(data: Dataset, companyId: string): string[] {
  const names = new Set<string>();
  for (const r of data.roundsByCompany.get(companyId) ?? [])
    for (const id of r.investor_ids) {
      const inv = data.investorById.get(id);
      if (inv) names.add(inv.name);
    }
  return [...names].sort((a, b) => a.localeCompare(b));
}

function placeScore(location: string | null, c: Dataset['companies'][number]): number {
  if (!location) return 0;
  const loc = ` ${location.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  if (c.city && loc.includes(` ${c.city.toLowerCase()} `)) return 3;
  if (c.state && loc.includes(` ${c.state.toLowerCase()} `)) return 1.5;
  if (c.region && loc.includes(` ${c.region.toLowerCase()} `)) return 1.5;
  return 0;
}

/**
 * Operating, funded companies in the idea's buyer sectors, scored by sectors shared, category words shared
 * with the idea, funding (a budget to buy), backers we can name (a warm intro) and nearness to the founder.
 */
export function findCandidates(
  data: Dataset,
  idea: PartnerIdea,
  founderLocation: string | null,
  limit: number,
): Candidate[] {
  const buyers = buyerSectors(idea, data);
  const words = tokenize(`${idea.industry} ${idea.title} ${idea.description}`);
  const terms = new Set([...words, ...ideaConcepts(idea)]);
  const scored: Candidate[] = [];
  for (const c of data.companies) {
    if (c.status !== 'operating' || !c.funding_total_usd) continue;
    const matched = c.sectors.filter((s) => s !== 'other' && buyers.has(s));
    const category = tokenize((c.category_code ?? '').replace(/_/g, ' '));
    const categoryHit = [...category, ...conceptsOf(category)].some((w) => terms.has(w));
    if (matched.length === 0 && !categoryHit) continue;
    const backers = backersOf(data, c.id);
    const sectorScore = Math.max(0, ...matched.map((s) => buyers.get(s) ?? 0)) + 0.5 * (matched.length - 1);
    const score =
      Math.max(0, sectorScore) +
      (categoryHit ? 2 : 0) +
      Math.min(2, Math.log10(c.funding_total_usd / 1e6 + 1)) +
      (backers.length ? 1 : 0) +
      placeScore(founderLocation, c);
    scored.push({
      companyId: c.id,
      name: c.name,
      industry: [c.category_code?.replace(/_/g, ' '), ...c.sectors.filter((s) => s !== 'other')]
        .filter(Boolean)
        .filter((v, i, a) => a.indexOf(v) === i)
        .join(', '),
      size: sizeOf(data, c.id, c.funding_total_usd),
      location: [c.city, c.state, c.country].filter(Boolean).join(', ') || null,
      matchedSectors: matched,
      connectedInvestors: backers,
      score: Math.round(score * 1000) / 1000,
    });
  }
  return scored.sort((a, b) => b.score - a.score || a.companyId.localeCompare(b.companyId)).slice(0, limit);
}

/** Templated but specific text for a candidate: offline, and when a model's answer is rejected. */
export function offlinePartner(idea: PartnerIdea, c: Candidate): DesignPartner {
  const concept = ideaConcepts(idea)[0] ?? 'b2b-saas';
  const workflow = WORKFLOWS[concept] ?? WORKFLOWS['b2b-saas']!;
  const why = c.matchedSectors.length
    ? `a ${c.matchedSectors.join(' / ')} business`
    : `a ${c.industry} company`;
  const where = c.location ? ` in ${c.location}` : '';
  const intro = c.connectedInvestors.length
    ? `ask ${c.connectedInvestors.slice(0, 2).join(' or ')}, who backed ${c.name}, for the introduction`
    : 'reach the operations lead directly';
  return {
    name: c.name,
    industry: c.industry,
    size: c.size,
    reasoning: `${c.name} is ${why}${where} (${c.size}): it runs the ${workflow.split(':')[0]} work that ${idea.title} serves, and has the funding to pay for a tool that saves its team time.`,
    workflow: `${c.name}'s ${workflow}.`,
    wedgeStrategy: `Offer ${c.name} a pilot of ${idea.title} on one slice of its ${workflow.split(':')[0]} work, run beside today's process so the gain is measured; ${intro}.`,
    connectedInvestors: c.connectedInvestors,
    writtenBy: 'offline',
  };
}
