import type { z } from 'zod';
import { ZMatchDimension } from './investors';
import { isObj, list, type Obj, str, strList } from './loose-json';
import {
  type IntroDraft,
  RECOMMENDATIONS_VERSION,
  type TRecommendations,
  type TSavedInvestor,
  type TSavedPartner,
  ZIntroDraft,
  ZRecommendations,
  ZSavedInvestor,
  ZSavedPartner,
} from './recommendations';

/**
 * An idea's saved analysis, in whatever shape it was saved, as the current contract: the one place older shapes
 * are read. An analysis of the current version is returned as it is; one saved before versions (every analysis
 * up to issue 31), or by an older matcher or writer, keeps each part that already fits and has the others read
 * field by field, a missing field as null (a list as empty): the founder sees what it said, and nothing is
 * invented. Null stays null (never analysed).
 */
export function upgradeRecommendations(raw: unknown): TRecommendations | null {
  if (raw === null || raw === undefined) return null;
  const current = ZRecommendations.safeParse(raw);
  if (current.success) return current.data;
  const r = isObj(raw) ? raw : {};
  const replaced = isObj(r.replaced) && str(r.replaced.at) ? r.replaced : null;
  return ZRecommendations.parse({
    version: RECOMMENDATIONS_VERSION,
    industry: typeof r.industry === 'string' ? r.industry : null,
    stage: typeof r.stage === 'string' ? r.stage : null,
    targetCheckSize: num(r.targetCheckSize),
    investors: list(r.investors).flatMap(investorOf),
    designPartners: list(r.designPartners).flatMap(partnerOf),
    // The first analyses wrote only the fundraising phase, as `fundingStrategy`.
    strategy: isObj(r.strategy)
      ? r.strategy
      : isObj(r.fundingStrategy)
        ? { phase3_fundraising: r.fundingStrategy }
        : null,
    introTemplate: templateOf(r.introTemplate),
    intros: list(r.intros).flatMap(introOf),
    analyzedAt: str(r.analyzedAt) || null,
    ...(replaced && { replaced: { at: str(replaced.at), by: str(replaced.by) || 'Roundwise' } }),
  });
}

function num(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

const int = (v: unknown) => {
  const n = num(v);
  return n === null ? null : Math.round(n);
};
const unit = (n: number) => Math.min(1, Math.max(0, n));

/** The part as it is when it fits the contract, else read field by field; nothing when it has no name. */
function fitting<T>(schema: z.ZodType<T>, r: Obj, read: (r: Obj) => T | null): T[] {
  const parsed = schema.safeParse(r);
  if (parsed.success) return [parsed.data];
  const upgraded = read(r);
  return upgraded ? [upgraded] : [];
}

const DIMENSIONS = new Set<string>(ZMatchDimension.shape.dimension.options);

const investorOf = (r: Obj) =>
  fitting(ZSavedInvestor, r, (): TSavedInvestor | null => {
    const name = str(r.name);
    if (!name) return null;
    const score = num(r.score);
    return {
      id: str(r.id),
      name,
      website: str(r.website) || null,
      focus: Array.isArray(r.focus) ? strList(r.focus).join(', ') : str(r.focus),
      reasoning: str(r.reasoning),
      checkSize: str(r.checkSize),
      portfolioSize: int(r.portfolioSize),
      supportedRounds: strList(r.supportedRounds),
      recentInvestments: list(r.recentInvestments)
        .filter((i) => str(i.company))
        .map((i) => ({
          company: str(i.company),
          round: str(i.round) || null,
          amount: num(i.amount),
          year: int(i.year),
        })),
      contacts: list(r.contacts)
        .filter((c) => str(c.name))
        .map((c) => ({ name: str(c.name), role: str(c.role), linkedin: str(c.linkedin) })),
      similarity: unit(num(r.similarity) ?? 0),
      score: score === null ? null : unit(score),
      location: str(r.location) || null,
      country: str(r.country) || null,
      region: str(r.region) || null,
      checkSizeMin: num(r.checkSizeMin),
      checkSizeMax: num(r.checkSizeMax),
      leadsRounds: typeof r.leadsRounds === 'boolean' ? r.leadsRounds : null,
      firmType: str(r.firmType) || null,
      lastDealDate: str(r.lastDealDate) || null,
      dimensions: list(r.dimensions)
        .filter((d) => DIMENSIONS.has(str(d.dimension)) && str(d.reason))
        .map((d) => ({
          dimension: str(d.dimension) as TSavedInvestor['dimensions'][number]['dimension'],
          score: unit(num(d.score) ?? 0),
          reason: str(d.reason),
        })),
    };
  });

const partnerOf = (r: Obj) =>
  fitting(ZSavedPartner, r, (): TSavedPartner | null => {
    const name = str(r.name);
    if (!name) return null;
    return {
      name,
      industry: str(r.industry),
      size: str(r.size),
      reasoning: str(r.reasoning),
      workflow: str(r.workflow),
      wedgeStrategy: str(r.wedgeStrategy),
      connectedInvestors: strList(r.connectedInvestors),
      location: str(r.location) || null,
      status: str(r.status) || null,
      nearness: str(r.nearness) || null,
      evidence: str(r.evidence) || null,
      role: r.role === 'buyer' || r.role === 'channel' ? r.role : null,
    };
  });

const introOf = (r: Obj) =>
  fitting(ZIntroDraft, r, (): IntroDraft | null => {
    const body = str(r.body);
    if (!body) return null;
    // The first drafts named their investor `investor`.
    const recipientName = str(r.recipientName) || str(r.investor) || str(r.recipient);
    return {
      recipient: str(r.recipient),
      kind: r.kind === 'partner' ? 'partner' : 'investor',
      subject: str(r.subject),
      body,
      ...(recipientName && { recipientName }),
      citedCompany: str(r.citedCompany) || null,
      citedYear: num(r.citedYear),
      addressee: str(r.addressee) || null,
      ...(str(r.pitch) && { pitch: str(r.pitch) }),
      ...(str(r.why) && { why: str(r.why) }),
      ...(str(r.ask) && { ask: str(r.ask) }),
    };
  });

function templateOf(v: unknown): TRecommendations['introTemplate'] {
  if (typeof v === 'string' && v.trim()) return { subject: '', body: v.trim() };
  if (!isObj(v)) return null;
  const body = str(v.body);
  return body ? { subject: str(v.subject), body } : null;
}
