import type { TLinkedInProfile } from '@core/contracts/crawls';
import { type TOnboardingStep1Request, ZOnboardingStep1Request } from '@core/contracts/onboarding';
import { ZFullName, ZLinkedinUrl } from '@core/contracts/profiles';
import type { UserType } from '@core/contracts/vocabulary';

/**
 * Onboarding step 1's states:
 * - `url`: the role and the LinkedIn URL are being typed;
 * - `reading`: scrape-linkedin runs for `readUrl`;
 * - `review`: the details are shown for the user to confirm or type, `source` saying where they came from:
 *   'linkedin' (what the crawler read) or 'manual' (the read failed; every field starts empty).
 */
type StepPhase = 'url' | 'reading' | 'review';

export interface ProfileFields {
  fullName: string;
  headline: string;
  skills: string[];
  isTechnical: boolean;
}

export interface LinkedinStepState {
  phase: StepPhase;
  url: string;
  /** The URL being read or whose reading is shown; editing the URL away from it goes back to `url`. */
  readUrl: string | null;
  /** Bumped by each read, so a late answer to an earlier one is ignored. */
  requestId: number;
  source: 'linkedin' | 'manual' | null;
  fields: ProfileFields;
  /** Whether the user changed the technical checkbox (a manual, untouched box claims nothing). */
  technicalTouched: boolean;
}

export type LinkedinStepEvent =
  | { type: 'urlChanged'; url: string }
  /** The profile's saved URL arrived; it fills the box only while it is empty. */
  | { type: 'urlPrefilled'; url: string }
  | { type: 'readStarted'; url: string }
  | { type: 'readSucceeded'; requestId: number; profile: TLinkedInProfile }
  | { type: 'readFailed'; requestId: number }
  | { type: 'fieldChanged'; field: 'fullName' | 'headline'; value: string }
  | { type: 'technicalChanged'; value: boolean }
  | { type: 'skillAdded'; skill: string }
  | { type: 'skillRemoved'; skill: string };

const EMPTY_FIELDS: ProfileFields = { fullName: '', headline: '', skills: [], isTechnical: false };

export const initialLinkedinStep: LinkedinStepState = {
  phase: 'url',
  url: '',
  readUrl: null,
  requestId: 0,
  source: null,
  fields: EMPTY_FIELDS,
  technicalTouched: false,
};

const MAX_SKILLS = 100;
const MAX_SKILL_LENGTH = 100;

/** The read profile as editable fields: exactly what was read, trimmed, with duplicate skills dropped. */
export function fieldsFromProfile(profile: TLinkedInProfile): ProfileFields {
  return {
    fullName: profile.fullName.trim().slice(0, 100),
    headline: (profile.headline ?? '').trim(),
    skills: addSkills([], profile.skills),
    isTechnical: profile.isTechnical,
  };
}

function addSkills(current: string[], more: string[]): string[] {
  const next = [...current];
  for (const raw of more) {
    const skill = raw.trim().slice(0, MAX_SKILL_LENGTH);
    if (!skill || next.length >= MAX_SKILLS) continue;
    if (next.some((s) => s.toLowerCase() === skill.toLowerCase())) continue;
    next.push(skill);
  }
  return next;
}

const sameUrl = (a: string | null, b: string) => a !== null && a.trim() === b.trim();

export function linkedinStepReducer(state: LinkedinStepState, event: LinkedinStepEvent): LinkedinStepState {
  switch (event.type) {
    case 'urlChanged': {
      if (state.phase !== 'url' && !sameUrl(state.readUrl, event.url)) {
        // The details shown (or being read) belong to another profile: read the new one on Continue.
        return {
          ...state,
          url: event.url,
          phase: 'url',
          readUrl: null,
          // A read still under way is for the old URL: its answer is ignored.
          requestId: state.requestId + (state.phase === 'reading' ? 1 : 0),
          source: null,
          fields: EMPTY_FIELDS,
          technicalTouched: false,
        };
      }
      return { ...state, url: event.url };
    }
    case 'urlPrefilled':
      return state.url.trim() ? state : { ...state, url: event.url };
    case 'readStarted':
      return {
        ...state,
        phase: 'reading',
        readUrl: event.url,
        requestId: state.requestId + 1,
      };
    case 'readSucceeded':
      if (state.phase !== 'reading' || event.requestId !== state.requestId) return state;
      return {
        ...state,
        phase: 'review',
        source: 'linkedin',
        fields: fieldsFromProfile(event.profile),
        technicalTouched: false,
      };
    case 'readFailed':
      if (state.phase !== 'reading' || event.requestId !== state.requestId) return state;
      // Nothing invented: the fields start empty for the user to type; a failed retry keeps what they typed.
      if (state.source === 'manual') return { ...state, phase: 'review' };
      return { ...state, phase: 'review', source: 'manual', fields: EMPTY_FIELDS, technicalTouched: false };
    case 'fieldChanged':
      return { ...state, fields: { ...state.fields, [event.field]: event.value } };
    case 'technicalChanged':
      return { ...state, fields: { ...state.fields, isTechnical: event.value }, technicalTouched: true };
    case 'skillAdded':
      return { ...state, fields: { ...state.fields, skills: addSkills(state.fields.skills, [event.skill]) } };
    case 'skillRemoved':
      return {
        ...state,
        fields: { ...state.fields, skills: state.fields.skills.filter((s) => s !== event.skill) },
      };
  }
}

/** What Continue does in the `url` phase: read this (trimmed) URL, or show this message under the box. */
export function checkLinkedinUrl(
  url: string,
): { ok: true; url: string } | { ok: false; empty: boolean; message: string } {
  if (!url.trim()) return { ok: false, empty: true, message: 'Please enter your LinkedIn profile URL' };
  const parsed = ZLinkedinUrl.safeParse(url);
  if (!parsed.success) {
    return {
      ok: false,
      empty: false,
      message: parsed.error.issues[0]?.message ?? 'Please enter your LinkedIn profile URL',
    };
  }
  return { ok: true, url: parsed.data };
}

export type Step1Body =
  | { ok: true; body: TOnboardingStep1Request }
  | { ok: false; field: 'fullName' | 'headline' | 'skills' | 'linkedinUrl'; message: string };

/**
 * The body of POST /api/onboarding/linkedin for the reviewed details. A manual entry sends what was typed
 * and nothing more: an empty headline, no skills or an untouched technical box are left out.
 */
export function step1Body(state: LinkedinStepState, userType: UserType): Step1Body {
  const name = ZFullName.safeParse(state.fields.fullName);
  if (!name.success) {
    return {
      ok: false,
      field: 'fullName',
      message: name.error.issues[0]?.message ?? 'Full name is required',
    };
  }
  const { fields } = state;
  const fromLinkedin = state.source === 'linkedin';
  const headline = fields.headline.trim();
  const candidate: Record<string, unknown> = {
    linkedinUrl: state.readUrl ?? state.url,
    userType,
    fullName: name.data,
  };
  if (fromLinkedin || headline) candidate.headline = headline || null;
  if (fromLinkedin || fields.skills.length > 0) candidate.skills = fields.skills;
  if (fromLinkedin || state.technicalTouched) candidate.isTechnical = fields.isTechnical;
  const parsed = ZOnboardingStep1Request.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'fullName');
    return {
      ok: false,
      field: field === 'headline' || field === 'skills' || field === 'linkedinUrl' ? field : 'fullName',
      message: issue?.message ?? 'Please check your details',
    };
  }
  return { ok: true, body: parsed.data };
}
