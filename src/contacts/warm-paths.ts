import type { TWarmPath } from '../../core/contracts/warm-paths';
import { domainOf, nameKeys } from '../../core/dataset/entity-resolution';
import { kindOf } from '../../core/matching/model/investor-kinds';
import { linkedinProfileKey } from './contact-cells';
import type { NetworkData } from './network-data';
import { warmPathText } from './warm-path-words';

/** A contact as the path finder reads them. */
export interface NetworkContact {
  id: string;
  full_name: string;
  first_name: string;
  url: string | null;
  email: string | null;
  company: string | null;
  position: string | null;
  connected_on: string | null;
}

/** E-mail providers: an address there says nothing of where its owner works. */
const PERSONAL_MAIL =
  /^(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|icloud|me|mac|aol|proton(?:mail)?|pm|gmx|web|mail|yandex|qq|163|126|zoho|fastmail|hey|tutanota|orange|free|laposte|btinternet|comcast|verizon|att|t-online|libero|seznam|wp|o2|rediffmail|naver|daum|hanmail)\.[a-z.]+$/i;

/** Roles that decide at a firm, and roles of people who invest. */
const SENIOR =
  /\b(?:partner|principal|managing|general|founder|co-founder|gp|director|head|chief|ceo|president)\b/i;
const FOUNDER = /\b(?:founder|co-founder|ceo|cto|coo|owner)\b/i;
const EXECUTIVE = /\b(?:chief|vp|vice president|head|director|president|general manager)\b/i;
const INVESTS =
  /\b(?:partner|principal|associate|analyst|investor|investing|investment|venture|angel|gp|managing director)\b/i;

/** How warm each kind of path is, for the ranking: a decision-maker at the firm is warmest. */
const STRENGTH = {
  seniorAtFirm: 1,
  atFirm: 0.8,
  staffAtFirm: 0.6,
  portfolioFounder: 0.7,
  portfolioExecutive: 0.55,
  portfolioStaff: 0.4,
  coInvestorBase: 0.3,
  coInvestorPerDeal: 0.05,
  coInvestorMax: 0.5,
} as const;

function workDomain(email: string | null): string | null {
  const host = email?.split('@')[1] ?? null;
  return host && !PERSONAL_MAIL.test(host) ? domainOf(host) : null;
}

/**
 * The warm paths from a founder's contacts to investors, by the data and the data build's entity resolution (name
 * variants, websites; never a part of a name):
 * - a contact who works at the investor: their company (or their work e-mail's domain) is the firm, or their
 *   LinkedIn profile is one on the firm's team page;
 * - a contact who founded or works at a company the investor backed (its rounds, or its own portfolio page);
 * - a contact who is an investor in the data (a partner of a firm, or an angel by name with an investor's role)
 *   and invested alongside it.
 * `wanted`: only paths to these investors (null: to any). Pure: the same contacts and data give the same paths.
 */
export function findWarmPaths(
  contacts: readonly NetworkContact[],
  data: NetworkData,
  wanted: ReadonlySet<string> | null,
): Map<string, TWarmPath[]> {
  const out = new Map<string, TWarmPath[]>();
  const want = (id: string) => !wanted || wanted.has(id);
  const add = (path: TWarmPath) => {
    const list = out.get(path.investor_id);
    if (list) list.push(path);
    else out.set(path.investor_id, [path]);
  };
  const firmOf = memo((key: string) => {
    const [name, domain] = key.split('\u0001') as [string, string];
    const byDomain = domain ? data.investors.resolver.match({ source: 'contacts', name, domain }) : null;
    return (
      (byDomain ?? (name ? data.investors.resolver.match({ source: 'contacts', name }) : null))?.id ?? null
    );
  });
  const companyOf = memo((key: string) => {
    const [name, domain] = key.split('\u0001') as [string, string];
    const byDomain = domain ? data.companies.resolver.match({ source: 'contacts', name, domain }) : null;
    return (
      (byDomain ?? (name ? data.companies.resolver.match({ source: 'contacts', name }) : null))?.id ?? null
    );
  });
  const coInvestorsOf = memo((investorId: string) => coInvestors(data, investorId));

  for (const c of contacts) {
    const contact = {
      id: c.id,
      name: c.full_name,
      first_name: c.first_name,
      company: c.company,
      position: c.position,
      url: c.url,
      connected_on: c.connected_on,
    };
    const position = c.position ?? '';
    const key = `${c.company ?? ''}\u0001${workDomain(c.email) ?? ''}`;
    const path = (
      kind: TWarmPath['kind'],
      investorId: string,
      strength: number,
      via: Partial<TWarmPath['via']> & { listed?: boolean },
    ) => {
      const investor = data.investors.byId.get(investorId);
      if (!investor || !want(investorId)) return;
      const full = {
        company: via.company ?? null,
        round: via.round ?? null,
        year: via.year ?? null,
        deals: via.deals ?? null,
      };
      add({
        kind,
        investor_id: investorId,
        contact,
        via: full,
        strength,
        text: warmPathText(kind, contact, investor.name, { ...full, listed: via.listed }),
      });
    };

    // Works there: the company is the firm, or the profile is on its team page.
    const firm = c.company || workDomain(c.email) ? firmOf(key) : null;
    const listedAt = (data.people.get(linkedinProfileKey(c.url) ?? '') ?? []).map((p) => p.investorId);
    const atFirms = new Set([...(firm ? [firm] : []), ...listedAt]);
    for (const id of atFirms) {
      const strength = SENIOR.test(position)
        ? STRENGTH.seniorAtFirm
        : INVESTS.test(position)
          ? STRENGTH.atFirm
          : STRENGTH.staffAtFirm;
      path('works_there', id, strength, { listed: id !== firm });
    }

    // A portfolio company: its rounds' investors, and the firms whose own website lists it.
    const company = c.company ? companyOf(key) : null;
    const strength = FOUNDER.test(position)
      ? STRENGTH.portfolioFounder
      : EXECUTIVE.test(position)
        ? STRENGTH.portfolioExecutive
        : STRENGTH.portfolioStaff;
    const seen = new Set<string>();
    if (company)
      for (const b of [...(data.backers.get(company) ?? [])].sort((x, y) => (y.year ?? 0) - (x.year ?? 0))) {
        if (seen.has(b.investorId) || atFirms.has(b.investorId)) continue;
        seen.add(b.investorId);
        path('portfolio', b.investorId, strength, {
          company: data.companies.names.get(company) ?? c.company,
          round: b.round,
          year: b.year,
        });
      }
    const companyKey = c.company ? nameKeys(c.company)[0] : undefined;
    for (const listed of companyKey ? (data.sitePortfolio.get(companyKey) ?? []) : []) {
      if (seen.has(listed.investorId) || atFirms.has(listed.investorId)) continue;
      seen.add(listed.investorId);
      path('portfolio', listed.investorId, strength, { company: listed.name });
    }

    // An investor in the data: a firm they invest for, or themselves as an angel; then whom it invested alongside.
    const asAngel = INVESTS.test(`${position} ${c.company ?? ''}`) ? personInvestor(data, c.full_name) : null;
    const investorsThey = [...(firm && INVESTS.test(position) ? [firm] : []), ...(asAngel ? [asAngel] : [])];
    for (const own of investorsThey)
      for (const [partner, deals] of coInvestorsOf(own)) {
        if (atFirms.has(partner) || seen.has(partner)) continue;
        const s = Math.min(
          STRENGTH.coInvestorMax,
          STRENGTH.coInvestorBase + STRENGTH.coInvestorPerDeal * deals.count,
        );
        path('co_investor', partner, s, {
          company: own === asAngel ? null : (data.investors.byId.get(own)?.name ?? c.company),
          deals: deals.count,
          year: deals.last,
        });
      }
  }
  for (const paths of out.values())
    paths.sort((a, b) => b.strength - a.strength || a.contact.name.localeCompare(b.contact.name));
  return out;
}

/** The investor a person's name is in the data, when it names an angel (a person, not a firm) and only one. */
function personInvestor(data: NetworkData, name: string): string | null {
  const id = data.investors.resolver.match({ source: 'contacts', name }, { descriptors: false })?.id;
  const investor = id ? data.investors.byId.get(id) : undefined;
  return investor && kindOf(investor).person ? investor.id : null;
}

/** Whom an investor joined rounds with: how many rounds, and the year of the last. */
function coInvestors(
  data: NetworkData,
  investorId: string,
): Map<string, { count: number; last: number | null }> {
  const out = new Map<string, { count: number; last: number | null }>();
  for (const round of data.roundsOf.get(investorId) ?? []) {
    const year = data.roundYear.get(round) ?? null;
    for (const other of data.investorsOf.get(round) ?? []) {
      if (other === investorId) continue;
      const seen = out.get(other) ?? { count: 0, last: null };
      seen.count += 1;
      if (year !== null && (seen.last === null || year > seen.last)) seen.last = year;
      out.set(other, seen);
    }
  }
  return out;
}

function memo<V>(fn: (key: string) => V): (key: string) => V {
  const cache = new Map<string, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, fn(key));
    return cache.get(key)!;
  };
}

/** Each investor's warm-path weight for the ranking: its warmest path's strength. */
export function warmBoosts(paths: ReadonlyMap<string, readonly TWarmPath[]>): Map<string, number> {
  return new Map([...paths].map(([id, list]) => [id, Math.max(...list.map((p) => p.strength))]));
}
