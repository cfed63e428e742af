import type { TCrawledPerson } from '../../core/contracts/investor-people';
import type { InvestorRecord } from '../../core/dataset/records';
import type { Embedder } from '../../core/vectors/embedder';
import type { Db } from '../db/connect';
import { embeddingText } from './embedding-text';
import {
  findInvestorById,
  findInvestorSite,
  insertNewInvestors,
  listInvestorIdentities,
} from './investor.repository';
import { toInvestor } from './investor-mapper';
import { personRow } from './investor-people';
import { upsertInvestorPeople } from './investor-people.repository';
import { storeInvestorVectors } from './investor-vector-rows';
import { investorRow } from './load-investor-data';
import { listWebsitePortfolio, saveWebsitePortfolio } from './portfolio';

/** What the crawl workflows write through: Postgres, the investor vector table and the server's search index. */
export interface CrawlStoreDeps {
  db: Db;
  embedder: Embedder;
  lanceDir: string;
  /** Rebuilds the server's search index after investors were added. */
  onInvestorsChanged: () => Promise<void>;
  /** The investor vectors changed on disk: readers reopen the table. */
  onVectorsChanged: () => void;
}

/** The VC import's store (its `DirectoryImportStore` port): the firms held, and the new ones added. */
export function createDirectoryImportStore(deps: CrawlStoreDeps) {
  return {
    async listIdentities() {
      const rows = await listInvestorIdentities(deps.db);
      return rows.map((r) => ({
        id: r.id,
        source: r.source_ids[0]?.source ?? 'database',
        name: r.name,
        domain: r.website,
        country: r.country,
      }));
    },
    insertNew: (records: readonly InvestorRecord[]) => insertNewInvestors(deps.db, records.map(investorRow)),
    async addToSearch(records: readonly InvestorRecord[]) {
      await storeInvestorVectors(deps, records.map(toInvestor));
      await deps.onInvestorsChanged();
    },
  };
}

/** The investor's text for its vector: what the directory embeds, and the companies on its website. */
function portfolioText(
  base: string,
  companies: ReadonlyArray<{
    name: string;
    industry: string | null;
    funding_stage: string | null;
    tags: string[];
    description: string | null;
  }>,
): string {
  const lines = companies.map((c) =>
    [c.name, c.industry, c.funding_stage, c.tags.join(' '), c.description].filter(Boolean).join(' '),
  );
  return lines.length ? `${base}. Portfolio: ${lines.join('; ')}` : base;
}

/** The portfolio crawl's store (its `PortfolioStore` port). */
export function createPortfolioStore(deps: CrawlStoreDeps) {
  return {
    findInvestorSite: async (investorId: string) => (await findInvestorSite(deps.db, investorId)) ?? null,
    savePortfolio: (rows: Readonly<Parameters<typeof saveWebsitePortfolio>[1]>) =>
      saveWebsitePortfolio(deps.db, [...rows]),
    async refreshVector(investorId: string): Promise<boolean> {
      const row = await findInvestorById(deps.db, investorId);
      if (!row) return false;
      const doc = toInvestor(row);
      const text = portfolioText(embeddingText(doc), await listWebsitePortfolio(deps.db, investorId));
      await storeInvestorVectors(deps, [doc], [text]);
      deps.onVectorsChanged();
      return true;
    },
    async saveTeam(investorId: string, people: readonly TCrawledPerson[], sourceUrl: string | null) {
      const rows = people
        .map((p) => personRow(investorId, p, 'website', sourceUrl))
        .filter((r) => r !== null);
      await upsertInvestorPeople(deps.db, rows);
      return rows.length;
    },
  };
}
