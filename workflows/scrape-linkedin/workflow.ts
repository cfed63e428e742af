import type { ScrapeLinkedinActivities, ScrapeLinkedinInput, ScrapeLinkedinResult } from './types';

/** Orchestration only: one activity, so that the read is a run in the history like every crawl. */
export const scrapeLinkedinFlow =
  (acts: ScrapeLinkedinActivities) =>
  async (input: ScrapeLinkedinInput): Promise<ScrapeLinkedinResult> =>
    acts.readProfile(input);
