import type { TLinkedInProfile } from '@core/contracts/crawls';
import { api } from '@web/lib/api';

/** The server waits up to ~30 s for the crawl; past this the read counts as failed and the user goes on. */
const READ_TIMEOUT_MS = 45_000;

/** POST /api/functions/scrape-linkedin: what the LinkedIn crawler read from a public profile. */
export function scrapeLinkedin(linkedinUrl: string): Promise<TLinkedInProfile> {
  return api<TLinkedInProfile>('/api/functions/scrape-linkedin', {
    method: 'POST',
    body: { linkedinUrl },
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
}
