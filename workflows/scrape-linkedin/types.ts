import type { TLinkedInProfile } from '../../core/contracts/crawls';

/** The JSON payloads of the scrape-linkedin activity. */

export interface ScrapeLinkedinInput {
  linkedinUrl: string;
}

export type ScrapeLinkedinResult = TLinkedInProfile;

export interface ScrapeLinkedinActivities {
  /** Reads a public LinkedIn profile: full name, headline, skills, and whether the person is technical. */
  readProfile(input: ScrapeLinkedinInput): Promise<ScrapeLinkedinResult>;
}
