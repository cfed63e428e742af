import type { ImportVcsActivities, ImportVcsInput, ImportVcsResult } from './types';

/** Orchestration only (see ../analyze-idea/workflow.ts): crawl the directory, then import what it found. */
export const importVcsFlow =
  (acts: ImportVcsActivities) =>
  async (input: ImportVcsInput): Promise<ImportVcsResult> => {
    const crawled = await acts.crawlDirectory(input);
    return acts.importFirms(crawled);
  };
