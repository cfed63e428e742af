import type { RawFirm } from '../../agents/vc-importer/tools';
import type { TExtractionRules, TImportVcsResult } from '../../core/contracts/crawls';

/** The JSON payloads of the import-vcs activities (the spec's import-openvc-data). */

export interface ImportVcsInput {
  recipe: 'openvc' | 'custom';
  startUrls?: string[];
  rules?: TExtractionRules;
  maxPages?: number;
}

export interface CrawlFailure {
  url: string;
  code: string;
  message: string;
}

interface CrawledDirectory {
  firms: RawFirm[];
  pages: number;
  failures: CrawlFailure[];
}

export type ImportVcsResult = TImportVcsResult;

export interface ImportVcsActivities {
  /** Crawls the directory (list pages, pagination, detail pages) into raw firms. */
  crawlDirectory(input: ImportVcsInput): Promise<CrawledDirectory>;
  /** Normalises, de-duplicates against the database, stores the new firms and their vectors. */
  importFirms(crawled: CrawledDirectory): Promise<ImportVcsResult>;
}
