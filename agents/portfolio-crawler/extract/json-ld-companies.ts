import type { CheerioAPI } from 'cheerio';
import type { TPortfolioCompany } from '../../../core/contracts/crawls';
import { asName, externalSite, splitTags } from './company-fields';
import { squash } from './text-and-urls';

const ORG_TYPES = new Set(['Organization', 'Corporation', 'Brand', 'LocalBusiness', 'OnlineBusiness', 'NGO']);

type JsonNode = Record<string, unknown>;

const isOrg = (n: unknown): n is JsonNode => {
  const type = (n as JsonNode | null)?.['@type'];
  return (Array.isArray(type) ? type : [type]).some((t) => typeof t === 'string' && ORG_TYPES.has(t));
};

const str = (v: unknown) => (typeof v === 'string' ? squash(v) || null : null);

/** JSON-LD: the Organizations of an ItemList, or of a graph listing several (the site's own left out). */
export function jsonLdCompanies($: CheerioAPI, pageUrl: string): TPortfolioCompany[] {
  const listed: JsonNode[] = [];
  const loose: JsonNode[] = [];
  const walk = (node: unknown, inList: boolean): void => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n, inList);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as JsonNode;
    if (n['@type'] === 'ItemList' || n.itemListElement) walk(n.itemListElement, true);
    // A ListItem names its company in `item`, or is itself the company (name and url).
    else if (n['@type'] === 'ListItem')
      walk(n.item ?? (n.name ? { ...n, '@type': 'Organization' } : null), inList);
    else if (n['@graph']) walk(n['@graph'], inList);
    else if (isOrg(n)) (inList ? listed : loose).push(n);
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      walk(JSON.parse($(el).text()), false);
    } catch {
      // not JSON: the HTML follows
    }
  });
  const orgs = listed.length ? listed : loose.length >= 2 ? loose : [];
  const out: TPortfolioCompany[] = [];
  for (const org of orgs) {
    const name = asName(str(org.name));
    if (!name) continue;
    const sameAs = Array.isArray(org.sameAs) ? org.sameAs : [org.sameAs];
    const website =
      externalSite(str(org.url) ?? undefined, pageUrl) ??
      sameAs.map((s) => externalSite(str(s) ?? undefined, pageUrl)).find(Boolean) ??
      null;
    if (!website && str(org.url) && listed.length === 0) continue; // the site's own Organization
    const keywords = Array.isArray(org.keywords)
      ? org.keywords.map(str).filter((k): k is string => !!k)
      : splitTags(str(org.keywords) ?? '');
    out.push({
      name,
      funding_stage: str(org.fundingStage) ?? str(org.funding_stage),
      description: str(org.description),
      industry: str(org.industry) ?? str(org.knowsAbout),
      tags: [...new Set(keywords)],
      website,
    });
  }
  return out;
}
