import { conceptsOf, tokenize } from '../../src/investors/text';
import type { Dataset } from '../shared/dataset';
import { firstSentence, formatUsd } from '../shared/format';
import type { Citation, Idea, Intro, IntroInvestor, RecentInvestment } from './state';

/** What we know of a company that an investor backed: its sectors and category. */
export type CompanyProfile = { sectors: string[]; category: string | null };
export type CompanyLookup = (name: string) => CompanyProfile | null;

export function companyLookupFrom(data: Dataset): CompanyLookup {
  return (name) => {
    const found = data.companiesByName.get(name.toLowerCase());
    if (!found?.length) return null;
    return {
      sectors: [...new Set(found.flatMap((c) => c.sectors))],
      category: found[0]?.category_code ?? null,
    };
  };
}

/** The idea's words and focus concepts, e.g. "freight brokers" → freight, broker, logistics. */
export function ideaTerms(idea: Idea): Set<string> {
  const tokens = tokenize(`${idea.title} ${idea.description} ${idea.industry}`);
  const industry = idea.industry.toLowerCase().trim().replace(/\s+/g, '-');
  return new Set([...tokens, ...conceptsOf(tokens), industry]);
}

/** Picks the recent investment most related to the idea (shared sectors and words), else the latest. */
export function chooseCitation(idea: Idea, investor: IntroInvestor, lookup: CompanyLookup): Citation {
  const terms = ideaTerms(idea);
  let best: { inv: RecentInvestment; shared: string[]; score: number } | null = null;
  for (const inv of investor.recent_investments) {
    const profile = lookup(inv.company);
    const sectors = profile?.sectors.filter((s) => s !== 'other') ?? [];
    const words = tokenize(`${inv.company} ${profile?.category ?? ''} ${sectors.join(' ')}`);
    const shared = [
      ...new Set([...sectors.filter((s) => terms.has(s)), ...words.filter((w) => terms.has(w))]),
    ];
    const score = sectors.filter((s) => terms.has(s)).length * 2 + words.filter((w) => terms.has(w)).length;
    if (score > 0 && (!best || score > best.score)) best = { inv, shared, score };
  }
  if (best) return { investor: investor.name, investment: best.inv, shared: best.shared };
  return { investor: investor.name, investment: latest(investor.recent_investments), shared: [] };
}

/** The latest by year; the data lists the most recent first, so ties keep that order. */
function latest(investments: RecentInvestment[]): RecentInvestment | null {
  let pick: RecentInvestment | null = null;
  for (const inv of investments) if (!pick || (inv.year ?? 0) > (pick.year ?? 0)) pick = inv;
  return pick;
}

function roundLabel(inv: RecentInvestment): string {
  const parts = [inv.round ? `${inv.round} round` : 'round'];
  if (inv.amount) parts.push(`of ${formatUsd(inv.amount)}`);
  if (inv.year) parts.push(`in ${inv.year}`);
  return parts.join(' ');
}

/** An e-mail written from the data alone: it cites the chosen investment, or the stated focus. */
export function offlineIntro(
  idea: Idea,
  founderName: string,
  investor: IntroInvestor,
  citation: Citation,
): Intro {
  const pitch = firstSentence(idea.description) || `${idea.title} is a ${idea.industry} company.`;
  const ask = `We are raising our ${idea.stage} round and would value a short call to hear your view.`;
  const inv = citation.investment;
  if (inv) {
    const why = citation.shared.length
      ? `${idea.title} works in the same space (${citation.shared.slice(0, 3).join(', ')})`
      : `${idea.title} is the kind of ${idea.industry} company we think would interest the team that backed it`;
    return {
      investor: investor.name,
      subject: `${idea.title}: ${idea.industry} at ${idea.stage}, after your investment in ${inv.company}`,
      body: [
        `Hi ${investor.name} team,`,
        `I'm ${founderName}, founder of ${idea.title}. I saw that you backed ${inv.company} (${roundLabel(inv)}), and ${why}.`,
        pitch,
        ask,
        `Best,\n${founderName}`,
      ].join('\n\n'),
      citedCompany: inv.company,
      draftedBy: 'offline',
    };
  }
  const focus = investor.focus.filter((f) => f !== 'generalist').slice(0, 3);
  const because = focus.length
    ? `your focus on ${focus.join(', ')} is why I'm writing`
    : `you back ${idea.stage} companies, which is why I'm writing`;
  return {
    investor: investor.name,
    subject: `${idea.title}: ${idea.industry} at ${idea.stage}`,
    body: [
      `Hi ${investor.name} team,`,
      `I'm ${founderName}, founder of ${idea.title}; ${because}.`,
      pitch,
      ask,
      `Best,\n${founderName}`,
    ].join('\n\n'),
    citedCompany: null,
    draftedBy: 'offline',
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, name: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(name)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);

/**
 * Why a drafted intro cannot be sent, or null: it must cite one of this investor's own recent investments
 * (or none, when it has none), mention it, and name no other candidate company.
 */
export function checkIntro(
  draft: { subject: string; body: string; citedCompany: string | null },
  investor: IntroInvestor,
  candidateCompanies: readonly string[],
): string | null {
  const own = investor.recent_investments.map((i) => i.company);
  const ownLower = new Set(own.map((c) => c.toLowerCase()));
  if (own.length === 0 && draft.citedCompany !== null)
    return `${investor.name} has no recent investment on record, so citedCompany must be null, not "${draft.citedCompany}"`;
  if (own.length > 0) {
    if (!draft.citedCompany || !ownLower.has(draft.citedCompany.trim().toLowerCase()))
      return `citedCompany "${draft.citedCompany}" is not one of ${investor.name}'s recent investments (${own.join(', ')})`;
    if (!mentions(draft.body, draft.citedCompany.trim()))
      return `the body does not mention the cited company "${draft.citedCompany}"`;
  }
  // The investor's own companies are taken out first, so that a name inside one of them ("Molecular Imaging" in
  // "ABT Molecular Imaging") is not read as a mention of another investor's company.
  let text = `${draft.subject}\n${draft.body}`;
  // So is the investor's own name: "Google" in "Google Ventures", or a firm that shares its name with a company
  // (YouWeb the incubator and YouWeb the company) is the addressee, not another company.
  for (const name of [...own, investor.name].sort((a, b) => b.length - a.length))
    text = text.replace(new RegExp(escapeRegExp(name), 'giu'), ' ');
  for (const name of candidateCompanies) {
    if (name.length < 3 || ownLower.has(name.toLowerCase())) continue;
    if (mentions(investor.name, name)) continue;
    if (mentions(text, name)) return `the e-mail mentions ${name}, which ${investor.name} did not invest in`;
  }
  return null;
}

/** The company name as the investor's record spells it. */
export function canonicalCompany(investor: IntroInvestor, cited: string | null): string | null {
  if (!cited) return null;
  return (
    investor.recent_investments.find((i) => i.company.toLowerCase() === cited.trim().toLowerCase())
      ?.company ?? null
  );
}
