import type { TRound } from '../../core/contracts/round';
import type { TIdeaNetwork, TWarmIntro, TWarmPath } from '../../core/contracts/warm-paths';
import type { Db } from '../db/connect';
import type { IdeaRow } from '../ideas/idea.table';
import { findProfileById, findUserNames } from '../profiles/profile.repository';
import { listAllContacts } from './contact.repository';
import { loadNetworkData, type NetworkData } from './network-data';
import type { NetworkWriters } from './network-ports';
import { findWarmPaths } from './warm-paths';

/** Paths shown per investor: the warmest few. */
const PATHS_SHOWN = 5;

interface SavedInvestor {
  id: string;
  name: string;
  reasoning?: string;
  leadsRounds?: boolean | null;
}
interface SavedIntro {
  recipient: string;
  pitch?: string;
  why?: string;
  ask?: string;
}

/** The analysis's investors and intros, as saved on the idea (older analyses may lack fields). */
function savedOf(idea: IdeaRow): { investors: SavedInvestor[]; intros: SavedIntro[] } {
  const rec = (idea.recommendations ?? {}) as { investors?: SavedInvestor[]; intros?: SavedIntro[] };
  return {
    investors: Array.isArray(rec.investors) ? rec.investors.filter((i) => typeof i?.id === 'string') : [],
    intros: Array.isArray(rec.intros) ? rec.intros : [],
  };
}

async function founderOf(db: Db, userId: string) {
  const [names, profile] = await Promise.all([findUserNames(db, userId), findProfileById(db, userId)]);
  return {
    name: names?.full_name?.trim() || names?.name?.trim() || 'The founder',
    company: profile?.company_name ?? null,
  };
}

const ideaWords = (idea: IdeaRow) => ({
  title: idea.title,
  description: idea.description,
  industry: idea.industry ?? '',
  round: (idea.round as TRound | null) ?? null,
});

function introFor(
  writers: NetworkWriters,
  idea: IdeaRow,
  founderName: string,
  investor: SavedInvestor,
  intro: SavedIntro | undefined,
  path: TWarmPath,
): TWarmIntro {
  const written = writers.forwardableRequest({
    founderName,
    idea: ideaWords(idea),
    investor: { name: investor.name, leadsRounds: investor.leadsRounds ?? null },
    intro: intro ?? null,
    reasoning: investor.reasoning ?? null,
    path,
  });
  // The writer's own `kind` ('forwardable') says what it wrote; the intro's kind is the path's.
  return {
    investor_id: investor.id,
    investor_name: investor.name,
    kind: path.kind,
    contact: path.contact,
    subject: written.subject,
    body: written.body,
    blurb: written.blurb,
  };
}

/**
 * The founder's network for one analysed idea, read from their contacts now (never stored): the warm paths to each
 * saved investor, a forwardable request to the contact of each investor's warmest path, and design-partner leads.
 */
export async function ideaNetwork(db: Db, idea: IdeaRow, writers: NetworkWriters): Promise<TIdeaNetwork> {
  const contacts = await listAllContacts(db, idea.user_id);
  const empty = { contacts: 0, investors: {}, intros: [], partners: { buyer: null, leads: [] } };
  if (!contacts.length) return empty;
  const { investors, intros } = savedOf(idea);
  const data = await loadNetworkData(db);
  const paths = findWarmPaths(contacts, data, new Set(investors.map((i) => i.id)));
  const founder = await founderOf(db, idea.user_id);
  const warm = investors.filter((i) => paths.get(i.id)?.length);
  const partners = writers.networkLeads({
    idea: ideaWords(idea),
    contacts,
    companyFacts: companyFactsOf(data),
    isInvestor: (name) => data.investors.resolver.match({ source: 'contacts', name }) !== null,
    founderCompany: founder.company,
  });
  return {
    contacts: contacts.length,
    investors: Object.fromEntries(warm.map((i) => [i.id, paths.get(i.id)!.slice(0, PATHS_SHOWN)])),
    intros: warm.map((i) =>
      introFor(
        writers,
        idea,
        founder.name,
        i,
        intros.find((t) => t.recipient === i.id),
        paths.get(i.id)![0]!,
      ),
    ),
    partners,
  };
}

function companyFactsOf(data: NetworkData) {
  return (name: string) => {
    const id = data.companies.resolver.match({ source: 'contacts', name })?.id;
    return (id && data.companies.facts.get(id)) || null;
  };
}

/**
 * The introduction for a pipeline entry of this investor: the warmest path's contact and the forwardable request to
 * them, or null when the founder knows nobody on the way.
 */
export async function warmIntroFor(
  db: Db,
  idea: IdeaRow,
  investorId: string,
  writers: NetworkWriters,
): Promise<{ contactId: string; subject: string; body: string } | null> {
  const contacts = await listAllContacts(db, idea.user_id);
  if (!contacts.length) return null;
  const path = findWarmPaths(contacts, await loadNetworkData(db), new Set([investorId])).get(investorId)?.[0];
  if (!path) return null;
  const { investors, intros } = savedOf(idea);
  const investor = investors.find((i) => i.id === investorId) ?? {
    id: investorId,
    name: (await loadNetworkData(db)).investors.byId.get(investorId)?.name ?? investorId,
  };
  const founder = await founderOf(db, idea.user_id);
  const intro = introFor(
    writers,
    idea,
    founder.name,
    investor,
    intros.find((t) => t.recipient === investorId),
    path,
  );
  return { contactId: path.contact.id, subject: intro.subject, body: intro.body };
}
