import { formatMonth } from '../../core/contracts/format';
import type { BuyerProfile, DesignPartner } from '../../core/contracts/recommendations';
import type { TRound } from '../../core/contracts/round';
import type { WriterData } from '../../core/dataset/writer-data';
import { readPlace } from '../../core/geo/read-place';
import type { MeantBuyer } from '../shared/buyer-meaning';
import { describeBuyer, industriesFor } from '../shared/buyer-profile';
import { type Buyer, buyerPool } from '../shared/buyers';
import { categoryWords, formatUsd, possessive } from '../shared/format';
import {
  type FounderPlace,
  founderPlace,
  nearness,
  nearnessPhrase,
  nearnessScore,
  usCompaniesFit,
} from '../shared/founder-place';
import { roundOf } from '../shared/idea';
import type { Candidate, PartnerIdea } from './state';

/** The month of the company data's export: every status is as of then. */
const COMPANIES_AS_OF = '2013-10';
/** At most this many partners share a category, and a city, so that the list is not one kind of company. */
const PER_CATEGORY = 3;
const PER_CITY = 3;
/**
 * When the data holds few buyers of a kind, each idea gets about a third of them (at least two), drawn for the
 * idea, so that two ideas with the same buyers share at most two partners.
 */
const SHARE_OF_SMALL_POOL = 3;

/** How many partners an idea gets from a pool of `n` buyers. */
export function partnersFrom(n: number, limit: number): number {
  if (n >= SHARE_OF_SMALL_POOL * limit) return limit;
  return Math.min(n, limit, Math.max(2, Math.ceil(n / SHARE_OF_SMALL_POOL)));
}

/** The idea's round, with the founder's location from the profile when the idea's words give none. */
export function partnerRound(idea: PartnerIdea, founderLocation: string | null): TRound {
  const round = roundOf(idea);
  if (round.country || !founderLocation) return round;
  const place = readPlace(founderLocation);
  return { ...round, city: place.city, country: place.country, region: place.region };
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

/** "Series B in 2012, $25M raised in all", from the company's latest typed round and its funding total. */
function sizeOf(data: WriterData, companyId: string, fundingTotal: number | null): string {
  const rounds = data.roundsByCompany.get(companyId) ?? [];
  const last = [...rounds].reverse().find((r) => r.round !== null);
  const year = last?.funded_at?.slice(0, 4);
  const stage = last?.round ? `${STAGE_LABELS[last.round] ?? last.round}${year ? ` in ${year}` : ''}` : null;
  const raised = fundingTotal ? `${formatUsd(fundingTotal)} raised in all` : null;
  return [stage, raised].filter(Boolean).join(', ') || 'Funding not recorded';
}

/** Names of the investors in our data that joined the company's rounds (all before July 2013). */
function backersOf(data: WriterData, companyId: string): string[] {
  const names = new Set<string>();
  for (const r of data.roundsByCompany.get(companyId) ?? [])
    for (const id of r.investor_ids) {
      const name = data.investorNames.get(id);
      if (name) names.add(name);
    }
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** FNV-1a: a stable order among equally good companies that differs from one idea to the next. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

type Scored = Candidate & { tie: number; category: string | null; city: string | null };

/**
 * The idea's buyers in our data, alive as far as it knows (closed and acquired companies left out), nearest the
 * founder first, then by how plainly the data shows they are the buyer, their funding (a budget to pay) and
 * backers we can name (a warm introduction); no more than a few of one category or city.
 */
export function findCandidates(
  data: WriterData,
  idea: PartnerIdea,
  round: TRound,
  limit: number,
  meant?: MeantBuyer | null,
): { buyer: Buyer; profile: BuyerProfile; candidates: Candidate[] } {
  const { buyer, profile } = describeBuyer(data, idea, round, meant);
  if (buyer.kind.people) return { buyer, profile, candidates: [] };
  const place = founderPlace(round);
  const seed = `${idea.title}|${idea.description}`;
  if (!usCompaniesFit(place, seed)) return { buyer, profile, candidates: [] };
  const scored: Scored[] = buyerPool(data, buyer.kind, industriesFor(buyer, round)).alive.map(
    ({ company: c, evidence }) => {
      const near = nearness(place, c);
      const backers = backersOf(data, c.id);
      const funding = c.funding_total_usd ?? 0;
      const tie = hash(`${seed}|${c.id}`);
      // Nearness first; then how plainly the data shows a buyer, a budget, a warm introduction and recent
      // funding (at most one point), and a draw for the idea (up to two) that outweighs them: the data's few
      // signals of quality are weak, and two ideas with the same buyers should not see the same companies.
      const score =
        nearnessScore(near) +
        (evidence.nameWord && evidence.category && buyer.kind.categories?.includes(evidence.category)
          ? 0.5
          : evidence.nameWord
            ? 0.4
            : 0.25) +
        (funding >= 10e6 ? 0.25 : funding >= 1e6 ? 0.15 : 0) +
        (backers.length ? 0.2 : 0) +
        ((c.last_funding_at ?? '') >= '2011' ? 0.1 : 0) +
        (2 * tie) / 0xffffffff;
      return {
        companyId: c.id,
        name: c.name,
        industry: categoryWords(c.category_code),
        size: sizeOf(data, c.id, c.funding_total_usd),
        location: [c.city, c.state].filter(Boolean).join(', ') || null,
        status: c.status === 'ipo' ? 'ipo' : 'operating',
        near,
        evidence: { category: evidence.category, nameWord: evidence.nameWord },
        connectedInvestors: backers,
        score: Math.round(score * 1000) / 1000,
        tie,
        category: c.category_code,
        city: c.city,
      };
    },
  );
  scored.sort((a, b) => b.score - a.score || a.tie - b.tie);
  const take = partnersFrom(scored.length, limit);
  const picked: Scored[] = [];
  const count = (key: (s: Scored) => string | null, value: string | null) =>
    picked.filter((p) => key(p) === value).length;
  for (const s of scored) {
    if (picked.length >= take) break;
    if (count((p) => p.category, s.category) >= PER_CATEGORY) continue;
    if (s.city && count((p) => p.city, s.city) >= PER_CITY) continue;
    picked.push(s);
  }
  // Caps never leave the list shorter than the data allows.
  for (const s of scored) if (picked.length < take && !picked.includes(s)) picked.push(s);
  return {
    buyer,
    profile,
    candidates: picked.map(({ tie: _t, category: _c, city: _city, ...c }) => c),
  };
}

/** What in our data shows the company is the buyer, in plain words. */
function evidenceText(c: Candidate, buyer: Buyer): string {
  const filed = `Crunchbase files it under ${c.evidence.category ? categoryWords(c.evidence.category) : 'no category'}`;
  const named = c.evidence.nameWord ? `its name says “${c.evidence.nameWord}”` : null;
  const budget = buyer.kind.minFunding ? `it had raised enough (${c.size}) to be a large company` : null;
  const shown = [named, filed, budget].filter(Boolean).join('; ');
  return `${shown.charAt(0).toUpperCase()}${shown.slice(1)}. The data does not describe its business: confirm it is one of the ${buyer.kind.label} before you write.`;
}

/** "Operating as of Oct 2013" or "Public (IPO) as of Oct 2013": the last our data knows. */
function statusText(c: Candidate): string {
  return `${c.status === 'ipo' ? 'Public after an IPO' : 'Operating'} as of ${formatMonth(COMPANIES_AS_OF)}`;
}

/** The first engagement that proves value, by how the business sells. */
function wedge(idea: PartnerIdea, round: TRound, c: Candidate, buyer: Buyer): string {
  const t = idea.title;
  switch (round.business_model) {
    case 'medtech-diagnostics':
      return `Propose a research collaboration: run ${t} beside ${possessive(c.name)} standard method on retained samples under an approved study protocol, with the lab co-authoring the validation data.`;
    case 'biotech-therapeutics':
      return `Approach ${possessive(c.name)} business development team for a research collaboration or an option on the programme once you have in vivo data.`;
    case 'hardware':
    case 'deep-tech':
      return `Offer ${c.name} a paid pilot of one ${t} unit at one site, with the test it must pass written down before it starts.`;
    case 'marketplace':
      return `Bring ${c.name} on as one of the first sellers or buyers in a single city, with the first transactions free of fees.`;
    default:
      return buyer.role === 'channel'
        ? `Ask ${c.name} to offer ${t} to a small group of the people it serves, and share what they learn each week.`
        : `Offer ${c.name} a pilot of ${t} on one team or site, with the price of a paid contract agreed up front if the result you both measure improves.`;
  }
}

/** A partner's text from the data and rules: offline, and when a model's answer is rejected. */
export function offlinePartner(
  idea: PartnerIdea,
  round: TRound,
  buyer: Buyer,
  c: Candidate,
  place: FounderPlace = founderPlace(round),
): DesignPartner {
  const near = nearnessPhrase(c.near, place);
  const intro = c.connectedInvestors.length
    ? ` Ask ${c.connectedInvestors.slice(0, 2).join(' or ')}, who backed it before 2013, for an introduction; or write to ${buyer.kind.decides}.`
    : ` Write to ${buyer.kind.decides}.`;
  const why =
    buyer.role === 'channel'
      ? `It reaches ${buyer.words}, the people ${idea.title} is for, so it can put ${idea.title} in front of them.`
      : `Its own business runs on ${buyer.kind.work}, which ${idea.title} changes for ${buyer.words}.`;
  return {
    name: c.name,
    industry: c.industry,
    size: c.size,
    reasoning: `${c.name} is one of the ${buyer.kind.label} in our data. ${why}`,
    workflow: `${possessive(c.name)} ${buyer.kind.work}.`,
    wedgeStrategy: `${wedge(idea, round, c, buyer)}${intro}`,
    connectedInvestors: c.connectedInvestors,
    location: c.location,
    status: statusText(c),
    nearness: near,
    evidence: evidenceText(c, buyer),
    role: buyer.role,
    writtenBy: 'offline',
  };
}
