import type { Stage } from '../vocabulary/stages.ts';
import type { CheckRange } from './cheques.ts';
import { domainOf } from './entity-resolution.ts';
import type { FirmType, SourceId } from './records.ts';

/** One investor as a profile source (FundraisingFox, VCMatchMaker) describes it, already cleaned. */
export interface SourceProfile {
  source_id: SourceId;
  name: string;
  website: string | null;
  description: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  stages: Stage[];
  focus: string[];
  check: CheckRange | null;
  firm_type: FirmType | null;
  linkedin_url: string | null;
  /** Countries (ISO alpha-2) the profile says it invests in. */
  invests_in: string[];
  /** Whether it leads rounds; null when the source does not say. */
  leads_rounds: boolean | null;
  /** Source facts that a generated description may quote. */
  facts: ProfileFacts;
}

export interface ProfileFacts {
  kind?: string;
  founded_year?: number;
  portfolio_count?: number;
  exit_count?: number;
  leads_rounds?: boolean;
  stage_labels?: string[];
  sector_labels?: string[];
}

/** https URL without query, fragment or trailing slash; null for missing values and shared hosts (LinkedIn…). */
export function normalizeWebsite(raw: string | null): string | null {
  if (!raw || !domainOf(raw)) return null;
  const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  const path = url.pathname.replace(/\/+$/, '');
  return `https://${url.hostname.toLowerCase()}${path}`;
}

/** Canonical URL of a LinkedIn company page; null for anything else, personal profiles (/in/) included. */
export function companyLinkedIn(raw: string | null): string | null {
  const match = raw?.match(/^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/company\/([^/?#\s]+)/i);
  return match ? `https://www.linkedin.com/company/${match[1]!.toLowerCase()}` : null;
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const PERSONAL_LINKEDIN = /(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/(in|pub)\/[^\s)]*/gi;

/** Source text with e-mail addresses and personal LinkedIn URLs removed. */
export function scrubPersonalData(text: string | null): string | null {
  if (!text) return null;
  const scrubbed = text.replace(EMAIL, '').replace(PERSONAL_LINKEDIN, '').replace(/\s+/g, ' ').trim();
  return scrubbed === '' ? null : scrubbed;
}
