import { parseServerJson } from './display-text';
// The session check every page load and window focus makes (GET /api/auth/get-session). Only a clear answer from
// the server decides: a session, or none. A failure (network, 5xx, a 429 from a proxy) says nothing about the
// user, so it is "unknown, retry" and never "signed out": a signed-in user keeps their page while it retries.

export interface SessionData {
  user: { id: string; email: string; name: string; createdAt: string };
  session: { createdAt: string; expiresAt: string };
}

/** The server could not say whether anyone is signed in (it failed, or refused to answer for now). */
export class SessionUnknownError extends Error {
  constructor(readonly status: number | null) {
    super(
      status === null ? 'The session check did not reach the server' : `The session check answered ${status}`,
    );
    this.name = 'SessionUnknownError';
  }
}

/** What a get-session answer means: the session, null when signed out, or an error when it cannot tell. */
export function readSessionAnswer(status: number, body: unknown): SessionData | null {
  if (status === 401) return null;
  if (status !== 200) throw new SessionUnknownError(status);
  if (body === null) return null;
  const b = body as Partial<SessionData> | undefined;
  if (!b?.user?.id || !b.session) throw new SessionUnknownError(status);
  return b as SessionData;
}

export async function fetchSession(signal?: AbortSignal): Promise<SessionData | null> {
  let res: Response;
  try {
    res = await fetch('/api/auth/get-session', { credentials: 'include', signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new SessionUnknownError(null);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? parseServerJson(text) : null;
  } catch {
    throw new SessionUnknownError(res.status);
  }
  return readSessionAnswer(res.status, body);
}

/** Backoff between retries of a failed check: 1 s, 2 s, 4 s … up to 30 s, with jitter so tabs do not align. */
const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Whether this is the user's first visit: they are still in the session they signed up in, and have not seen the
 * dashboard before in this browser. A sign-in later (a new session) or an earlier visit makes them returning.
 */
const SIGN_UP_SESSION_MS = 60_000;
export function isFirstVisit(session: SessionData | null, seenBefore: boolean): boolean {
  if (!session || seenBefore) return false;
  const signedUp = Date.parse(session.user.createdAt);
  const started = Date.parse(session.session.createdAt);
  if (!Number.isFinite(signedUp) || !Number.isFinite(started)) return false;
  return started - signedUp < SIGN_UP_SESSION_MS;
}
