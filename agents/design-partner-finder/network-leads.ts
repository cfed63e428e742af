import type { TRound } from '../../core/contracts/round';
import { type BuyerKind, VENDOR_NAME } from '../shared/buyer-kinds';
import { type Buyer, buyerEvidence, buyerFor } from '../shared/buyers';
import { categoryWords } from '../shared/format';
import { roundOf } from '../shared/idea';

/**
 * Design partners from the founder's own network (issue 33), a step of its own before the partners from our 2013
 * company data: contacts whose company is the idea's buyer and whose role is the one that signs for a pilot, in any
 * country. Each says why it fits, and what is not known (a company's size, when the buyer is a size of company).
 */
export interface LeadContact {
  id: string;
  full_name: string;
  company: string | null;
  position: string | null;
  connected_on: string | null;
}

/** What our data knows of a company a contact names (resolved by the data build's entity resolution). */
export interface CompanyFacts {
  category_code: string | null;
  funding_total_usd: number | null;
  status: string | null;
}

export interface NetworkLead {
  contact_id: string;
  name: string;
  company: string;
  position: string;
  connected_on: string | null;
  /** The buyer they are ("carriers, fleets and shippers"). */
  buyer: string;
  why: string;
  /** [0, 1]: the best leads first (a decision-maker at a company that plainly is the buyer). */
  fit: number;
}

interface Role {
  /** Who signs, in plain words. */
  who: string;
  titles: RegExp;
}

const OWNER = /\b(?:owner|founder|co-founder|ceo|managing director|general manager|president|proprietor)\b/i;
const ROLES: Record<string, Role> = {
  people: {
    who: 'people leaders choose the benefits and tools their staff use',
    titles:
      /\b(?:people|hr|human resources?|talent|benefits|total rewards|chief people|people operations|employee experience|workplace)\b/i,
  },
  finance: {
    who: 'finance leaders own the books and the payments',
    titles: /\b(?:cfo|finance|financial|controller|accounting|treasur\w+|fp&a|bookkeep\w*)\b/i,
  },
  operations: {
    who: 'operations leaders sign for a pilot on the floor',
    titles:
      /\b(?:operations|ops|coo|logistics|supply chain|warehous\w*|fulfil+ment|distribution|fleet|transport\w*|plant|production|facilit(?:y|ies)|site|dispatch|procurement|inventory)\b/i,
  },
  clinical: {
    who: 'the practice or lab lead decides what the clinic adopts',
    titles:
      /\b(?:practice manager|clinic|medical director|nurs\w+|lab\w*|patholog\w+|pharmacist|dentist|veterinar\w+|physician|doctor|clinical|operations)\b/i,
  },
  education: {
    who: 'school leaders choose what their teachers use',
    titles: /\b(?:principal|head ?teacher|dean|provost|teacher|superintendent|it director|academic)\b/i,
  },
  legal: {
    who: 'legal leads buy the tools their lawyers use',
    titles: /\b(?:general counsel|legal|counsel|lawyer|attorney|partner|solicitor)\b/i,
  },
  engineering: {
    who: 'engineering leaders choose the team’s tools',
    titles: /\b(?:cto|engineering|developer|platform|devops|sre|infrastructure|architect)\b/i,
  },
  security: {
    who: 'security leads buy what protects the data',
    titles: /\b(?:ciso|security|infosec|risk|compliance|privacy)\b/i,
  },
  data: {
    who: 'data leads own the pipelines and the reports',
    titles: /\b(?:data|analytics|bi|business intelligence|cdo)\b/i,
  },
  marketing: {
    who: 'marketing and sales leaders buy what grows revenue',
    titles: /\b(?:cmo|marketing|growth|brand|sales|revenue|cro|commercial)\b/i,
  },
  public: {
    who: 'department heads sign, with procurement',
    titles: /\b(?:director|head|commissioner|officer|minister|procurement|mayor)\b/i,
  },
};

const KIND_ROLE: Record<string, keyof typeof ROLES> = {
  dental: 'clinical',
  veterinary: 'clinical',
  pharmacies: 'clinical',
  'hospital-labs': 'clinical',
  pharma: 'clinical',
  clinics: 'clinical',
  'research-labs': 'clinical',
  schools: 'education',
  'law-firms': 'legal',
  'engineering-teams': 'engineering',
  'sensitive-data': 'security',
  'data-heavy': 'data',
  brands: 'marketing',
  publishers: 'marketing',
  'public-sector': 'public',
  'financial-institutions': 'finance',
};

/** The function an idea sells to, read from its words first (an HR benefit is sold to people teams whatever the buyer). */
function roleFor(buyer: Buyer, text: string, sectors: readonly string[]): Role {
  if (
    /\b(?:hr|human resources|benefits?|payroll|employees?|staff wellbeing|hiring|recruit\w*|people teams?)\b/i.test(
      text,
    ) ||
    sectors.includes('hr-tech')
  )
    return ROLES.people!;
  const byKind = KIND_ROLE[buyer.kind.key];
  if (byKind) return ROLES[byKind]!;
  if (buyer.kind.key === 'small-businesses' || buyer.kind.key === 'enterprises') {
    if (
      sectors.includes('fintech') ||
      /\b(?:invoic\w+|accounting|payments?|expenses?|bookkeeping)\b/i.test(text)
    )
      return ROLES.finance!;
    if (sectors.some((s) => /marketing|sales|advertising/.test(s))) return ROLES.marketing!;
  }
  return ROLES.operations!;
}

/** Words of a company name that say it is this buyer, beyond the kind's own (a 3PL, a warehouse, a fulfilment firm). */
const MORE_NAMES: Record<string, RegExp> = {
  logistics: /\b(?:warehous\w*|fulfil+ment|3pl|distribution|supply chain|parcel|post(?:al)?|forwarding)\b/i,
  manufacturers: /\b(?:works|manufacturing|factory|foundry|mills?)\b/i,
};
/** Buyers that are a size of company, not a kind: any employer counts, its size to be confirmed. */
const ANY_COMPANY = new Set([
  'small-businesses',
  'employers',
  'enterprises',
  'sensitive-data',
  'data-heavy',
  'engineering-teams',
]);
/** A contact at one of these is no company's buyer. */
const NOT_A_COMPANY =
  /^(?:self-?employed|freelance\w*|stealth\w*( startup| mode)?|independent|retired|student|unemployed|none|n\/a|-)$/i;
const UNIVERSITY =
  /\b(?:universit(?:y|ies|é|ät|à)|college|school of|institute of technology|business school|insead|polytechnic)\b/i;

function companyFit(
  kind: BuyerKind,
  company: string,
  facts: CompanyFacts | null,
): { fit: number; reason: string } | null {
  if (ANY_COMPANY.has(kind.key)) {
    if (facts?.funding_total_usd && kind.maxFunding && facts.funding_total_usd > kind.maxFunding) return null;
    if (facts?.funding_total_usd && kind.minFunding && facts.funding_total_usd < kind.minFunding) return null;
    const size =
      kind.key === 'small-businesses' || kind.key === 'employers'
        ? 'small or mid-sized'
        : kind.key === 'enterprises'
          ? 'large'
          : 'a fit';
    return { fit: 0.6, reason: `an employer we cannot size from here: check that it is ${size}` };
  }
  const name = kind.name?.exec(company) ?? MORE_NAMES[kind.key]?.exec(company) ?? null;
  if (name && !VENDOR_NAME.test(company))
    return { fit: 1, reason: `one of the ${kind.label} (its name says "${name[0]}")` };
  if (facts) {
    const evidence = buyerEvidence(kind, { name: company, ...facts } as Parameters<typeof buyerEvidence>[1]);
    if (evidence?.category)
      return {
        fit: 0.8,
        reason: `${kind.label}: a ${categoryWords(evidence.category)} company in our data (Crunchbase, 2013)`,
      };
  }
  return null;
}

export function findNetworkLeads(input: {
  idea: { title: string; description: string; industry?: string; round?: TRound | null };
  contacts: readonly LeadContact[];
  /** What our data knows of a company by its name, when it resolves to one. */
  companyFacts: (name: string) => CompanyFacts | null;
  /** Whether a company name is an investor firm of ours (its people are investors, not buyers). */
  isInvestor: (name: string) => boolean;
  /** The founder's own company: its people are colleagues, not partners. */
  founderCompany?: string | null;
  max?: number;
}): { buyer: string | null; leads: NetworkLead[] } {
  const idea = { ...input.idea, industry: input.idea.industry ?? '' };
  const round = roundOf(idea);
  const buyer = buyerFor(idea, round);
  // People (consumers, students) are no company's staff: the network holds no design partner for them.
  if (buyer.kind.people) return { buyer: null, leads: [] };
  const role = roleFor(buyer, `${idea.title}. ${idea.description} ${round.customers ?? ''}`, round.sectors);
  const own = input.founderCompany?.trim().toLowerCase() || null;
  const leads: NetworkLead[] = [];
  for (const c of input.contacts) {
    const company = c.company?.trim();
    const position = c.position?.trim();
    if (!company || !position || NOT_A_COMPANY.test(company) || UNIVERSITY.test(company)) continue;
    if (company.toLowerCase() === own) continue;
    const titled = role.titles.test(position);
    const owner = OWNER.test(position);
    if (!titled && !owner) continue;
    if (input.isInvestor(company)) continue;
    const fit = companyFit(buyer.kind, company, input.companyFacts(company));
    if (!fit) continue;
    const senior =
      /\b(?:chief|head|vp|vice president|director|lead|manager|owner|founder|ceo|coo|cfo|cto|president|partner|principal)\b/i.test(
        position,
      );
    leads.push({
      contact_id: c.id,
      name: c.full_name,
      company,
      position,
      connected_on: c.connected_on,
      buyer: buyer.kind.label,
      why: `${position} at ${company}, ${fit.reason}; ${titled ? role.who : `as ${position.toLowerCase()}, they decide (${buyer.kind.decides})`}.`,
      fit: Math.round(fit.fit * (titled ? 1 : 0.8) * (senior ? 1 : 0.7) * 100) / 100,
    });
  }
  leads.sort((a, b) => b.fit - a.fit || a.name.localeCompare(b.name));
  return { buyer: buyer.kind.label, leads: leads.slice(0, input.max ?? 12) };
}
