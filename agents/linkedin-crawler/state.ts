import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import { ZLinkedInProfile } from '../../core/contracts/crawls';

export const LinkedInInput = new StateSchema({
  /** A public profile URL, https://www.linkedin.com/in/<slug> in any of its written forms. */
  linkedinUrl: z.string(),
});

export const LinkedInState = new StateSchema({
  linkedinUrl: z.string(),
  /** The canonical profile URL (https://www.linkedin.com/in/<slug>). */
  profileUrl: z.string().default(''),
  /** Where the page was read from (the canonical URL, or the same path on configurable.origin). */
  fetchedUrl: z.string().default(''),
  html: z.string().default(''),
  profile: ZLinkedInProfile.optional(),
});

export const LinkedInOutput = new StateSchema({ profile: ZLinkedInProfile });
