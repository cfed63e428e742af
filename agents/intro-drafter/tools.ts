import type { RoundStage, TRound } from '../../core/contracts/round';
import type { WriterData } from '../../core/dataset/writer-data';
import { sectorLabel, sectorMatch } from '../../core/matching/sector-match';
import { possessive, raiseWords } from '../shared/format';
import { presentsAsCurrent, repeatedSentence, tagIn, ungroundedNumbers } from '../shared/grounding';
import { stageWords } from '../shared/idea';
import type { Citation, IntroInvestor, RecentInvestment } from './state';

/** A deal older than this (in years, against today) is history: the investor's stated thesis comes first. */
const STALE_DEAL_YEARS = 3;

/** What we know of a company an investor backed: its sectors. */
export type CompanyLookup = (name: string) => string[] | null;

export function companyLookupFrom(data: Pick<WriterData, 'companiesByName'>): CompanyLookup {
  return (name) => {
    const found = data.companiesByName.get(name.toLowerCase());
    return found?.length ? [...new Set(found.flatMap((c) => c.sectors))] : null;
  };
}

/** Sectors that say how a product is built or sold, not its market: a deal sharing only these is not "the same sector". */
const BROAD = new Set(['b2b-saas', 'software', 'ai-ml', 'other', 'consumer', 'enterprise-software']);

/** The idea's sectors that name a market, or all of them when none does (an idea that is only "B2B SaaS"). */
export function marketSectors(sectors: readonly string[]): string[] {
  const specific = sectors.filter((s) => !BROAD.has(s));
  return specific.length ? specific : [...sectors];
}

/** The idea's sectors a company shares (the same tag, or a closely related one), in plain words; empty if none. */
export function sharedSectors(ideaSectors: readonly string[], companySectors: readonly string[]): string[] {
  const m = sectorMatch(marketSectors(ideaSectors), companySectors);
  if (!m || m.level === 'area') return [];
  return [sectorLabel(m.tag)];
}

/**
 * The deal to cite: among the investor's deals whose company shares the idea's market, the most recent (then the
 * largest); none when no deal does. An unrelated deal is never cited.
 */
export function chooseCitation(
  ideaSectors: readonly string[],
  stage: RoundStage,
  investor: IntroInvestor,
  lookup: CompanyLookup,
): Citation {
  // The idea's own market first ("medical devices" for a diagnostic, before "biotech"), then the latest deal,
  // then the largest round.
  const market = marketSectors(ideaSectors);
  let best: { inv: RecentInvestment; shared: string[]; rank: number } | null = null;
  for (const inv of investor.recent_investments) {
    if (!inv.year) continue;
    const companySectors = lookup(inv.company) ?? [];
    const shared = sharedSectors(ideaSectors, companySectors);
    if (!shared.length) continue;
    const found = market.findIndex((s) => sharedSectors([s], companySectors).length > 0);
    const rank = found < 0 ? market.length : found;
    const better =
      !best ||
      rank < best.rank ||
      (rank === best.rank &&
        (inv.year > best.inv.year! ||
          (inv.year === best.inv.year && (inv.amount ?? 0) > (best.inv.amount ?? 0))));
    if (better) best = { inv, shared, rank };
  }
  return {
    investor: investor.name,
    investment: best?.inv ?? null,
    shared: best?.shared ?? [],
    thesis: thesisOf(investor, ideaSectors, stage),
  };
}

const STAGE_NAMES: Record<string, string> = {
  'pre-seed': 'pre-seed',
  seed: 'seed',
  angel: 'seed',
  'series-a': 'Series A',
  'series-b': 'Series B',
  'series-b+': 'Series B and later',
  'series-c+': 'Series C and later',
  growth: 'growth',
};
const stageName = (s: string) => STAGE_NAMES[s] ?? s.replace(/-/g, ' ');
const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Whether the investor is a person (an angel by name) rather than a firm: it is addressed as "you". */
function isPerson(investor: IntroInvestor): boolean {
  return addresseeOf(investor) !== null && investor.contacts.length === 0;
}

/**
 * The investor's current stated thesis as it bears on the idea: the sectors and stages the 2026 directories say it
 * invests in, when they include the idea's market (or it is a generalist); or its own description, in its own
 * words, when its focus is the idea's. Null when neither speaks for the idea.
 */
function thesisOf(investor: IntroInvestor, ideaSectors: readonly string[], stage: RoundStage): string | null {
  const focus = investor.statedFocus.filter((f) => f !== 'other');
  const generalist = focus.includes('generalist');
  const market = marketSectors(ideaSectors);
  const matched = focus.filter(
    (f) => sectorMatch(market, [f]) !== null || sectorMatch(ideaSectors, [f])?.level === 'tag',
  );
  const stages = investor.statedStages.filter((s) => s in STAGE_NAMES);
  const atStage = stages.some(
    (s) =>
      s === stage ||
      (s === 'angel' && (stage === 'seed' || stage === 'pre-seed')) ||
      (s === 'series-b+' && /series-[bc]|growth/.test(stage)),
  );
  const who = isPerson(investor)
    ? 'Your profile in the 2026 directory says you back'
    : `${possessive(investor.name)} profile in the 2026 directory says it backs`;
  const when = atStage ? ` at ${listWords([...new Set(stages.map(stageName))].slice(0, 3))}` : '';
  if (matched.length)
    return `${who} ${listWords([...new Set(matched.slice(0, 3).map(sectorLabel))])} companies${when}`;
  if (generalist && atStage) return `${who} companies in any sector${when}`;
  if (investor.descriptionSource === 'source' && investor.description) {
    const first = investor.description.split(/(?<=[.!?])\s/)[0]!.trim();
    if (first.length <= 200 && sectorMatch(market, investor.focus)) return `In your own words: “${first}”`;
  }
  return null;
}

const ORG =
  /\b(?:capital|ventures?|partners|angels?|group|fund|funds|investments?|holdings|llc|inc|labs|network|club|associates|management|equity|foundation|university|bank|corp|technologies|media|accelerator|incubator|vc|advisors|syndicate|trust|family|office)\b/i;

/** The first name to greet: a named partner when the data has one, or the angel who is the investor. */
export function addresseeOf(investor: IntroInvestor): string | null {
  const person = investor.contacts[0]?.name ?? (investor.firmType === 'angel' ? investor.name : null);
  if (!person || ORG.test(person)) return null;
  const parts = person.trim().split(/\s+/);
  if (parts.length < 2 || parts.length > 4 || !parts.every((p) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(p)))
    return null;
  return parts[0]!;
}

/** "Dentalplans.com (health care, Series A in 2011)". */
function dealWords(inv: RecentInvestment, shared: readonly string[]): string {
  const round = inv.round ? `${stageName(inv.round)} round in ${inv.year}` : `a ${inv.year} round`;
  return `${inv.company} (${[...shared, round].join(', ')})`;
}

/** Whether a deal is more than STALE_DEAL_YEARS older than today. */
function isStale(year: number, today: Date): boolean {
  return today.getUTCFullYear() - year > STALE_DEAL_YEARS;
}

/** Why this investor, from the thesis and the deal: the current thesis first when the deal is history. */
export function whyOf(
  idea: { title: string; stage: RoundStage; market: string | null },
  citation: Citation,
  investor: IntroInvestor,
  today: Date,
): string {
  const inv = citation.investment;
  const deal = inv ? dealWords(inv, citation.shared) : null;
  const fit = `${idea.title} is a ${stageWords(idea.stage)} company${idea.market ? ` in ${idea.market}` : ''}`;
  const thesis = citation.thesis;
  const own = thesis?.startsWith('In your own words');
  if (thesis && deal && isStale(inv!.year!, today))
    return `${thesis}${own ? ';' : ','} and ${fit}. Your record also includes ${deal}.`;
  if (thesis && deal) return `You backed ${deal}. ${thesis}${own ? '' : `, and ${fit}`}.`;
  if (thesis) return `${thesis}${own ? ';' : ','} and ${fit}.`;
  if (deal) return `You backed ${deal}, and ${fit}.`;
  const focus = investor.focus
    .filter((f) => f !== 'generalist' && f !== 'other')
    .slice(0, 2)
    .map(sectorLabel);
  return focus.length
    ? `Your deals in our data (to 2013) were mostly in ${listWords(focus)}, and ${fit}.`
    : `You invest at our stage, and ${fit}.`;
}

/** The e-mail from its parts. */
export function bodyOf(parts: {
  greeting: string;
  opener: string;
  pitch: string;
  why: string;
  ask: string;
  founder: string;
}): string {
  return [
    parts.greeting,
    `${parts.opener} ${parts.pitch}`,
    parts.why,
    parts.ask,
    `Best,\n${parts.founder}`,
  ].join('\n\n');
}

export function greetingOf(addressee: string | null): string {
  return `Hi ${addressee ?? '[partner’s first name]'},`;
}

/** The ask must hold the raise in the founder's currency, when the round has an amount. */
function amountMissing(ask: string, round: TRound): string | null {
  if (!round.amount) return null;
  const written = raiseWords(round.amount).written;
  return ask.includes(written) ? null : `the ask must state the raise, ${written}`;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, name: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(name)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);

/**
 * Why a drafted intro cannot be sent, or null: a cited company must be one of this investor's own deals that
 * shares the idea's market (`citable`), named with its year; no other candidate company may appear.
 */
export function checkIntro(
  draft: { subject: string; body: string; citedCompany: string | null },
  investor: IntroInvestor,
  candidateCompanies: readonly string[],
  citable: readonly RecentInvestment[] = investor.recent_investments,
): string | null {
  const own = investor.recent_investments.map((i) => i.company);
  const ownLower = new Set(own.map((c) => c.toLowerCase()));
  if (draft.citedCompany !== null) {
    const cited = citable.find((i) => i.company.toLowerCase() === draft.citedCompany!.trim().toLowerCase());
    if (!cited)
      return citable.length
        ? `citedCompany "${draft.citedCompany}" is not one of ${investor.name}'s deals in the idea's market (${citable.map((c) => c.company).join(', ')}); cite one of those or none`
        : `${investor.name} has no deal in the idea's market, so citedCompany must be null, not "${draft.citedCompany}"`;
    if (!mentions(draft.body, draft.citedCompany.trim()))
      return `the body does not mention the cited company "${draft.citedCompany}"`;
    if (cited.year && !draft.body.includes(String(cited.year)))
      return `the body must give the year of the cited deal (${cited.year}): it is history, not news`;
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

/** The checks every intro passes, offline or from a model: no copy of the description, no tags, nothing "current". */
export function checkWording(
  intro: { subject: string; pitch: string; body: string; ask: string },
  description: string,
  round: TRound,
): string | null {
  const copied = repeatedSentence(intro.pitch, description);
  if (copied)
    return `the pitch repeats the description ("${copied}"); write what it does, for whom, in new words`;
  const tag = tagIn(`${intro.subject}\n${intro.body}`);
  if (tag) return `it uses the data tag "${tag}"; write it in plain words`;
  const current = presentsAsCurrent(`${intro.subject}\n${intro.body}`);
  if (current) return `it says "${current}": our deal data ends in 2013, so no activity may read as current`;
  return amountMissing(intro.ask, round);
}

/** Numbers an intro may use: the idea's, its round's, the investor's deals and thesis. */
export function allowedSources(
  title: string,
  description: string,
  round: TRound,
  investor: IntroInvestor,
  thesis: string | null,
): string[] {
  const money = round.amount ? raiseWords(round.amount) : null;
  return [
    description,
    title,
    money?.written ?? '',
    money?.usd ?? '',
    thesis ?? '',
    ...investor.recent_investments.map((r) => `${r.year ?? ''} ${r.amount ?? ''}`),
  ];
}

export function ungroundedIn(texts: readonly string[], sources: readonly string[]): string[] {
  return ungroundedNumbers(texts, sources);
}

/** The company name as the investor's record spells it. */
export function canonicalCompany(investor: IntroInvestor, cited: string | null): string | null {
  if (!cited) return null;
  return (
    investor.recent_investments.find((i) => i.company.toLowerCase() === cited.trim().toLowerCase())
      ?.company ?? null
  );
}
