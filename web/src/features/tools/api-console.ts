import {
  ZAnalyzeIdeaFunction,
  ZAnalyzeOnboardingFunction,
  ZGenerateEmbeddingsFunction,
  ZPrimaryRoleRpc,
  ZScrapeLinkedinRequest,
  ZScrapePortfolioRequest,
} from '@core/contracts/crawls';
import { buildImportRequest, type Checked, check } from './validation';

/** The nine tabs of the API testing console (spec §2), in the spec's order. */
export const CONSOLE_TABS = [
  {
    id: 'analyze-idea',
    label: 'Analyze Idea',
    method: 'POST',
    path: '/api/functions/analyze-idea',
    description: 'Runs the idea analysis workflow and follows its run to the end.',
  },
  {
    id: 'onboarding',
    label: 'Onboarding',
    method: 'POST',
    path: '/api/functions/analyze-onboarding',
    description: 'Matches an onboarding answer set to investors, without saving anything.',
  },
  {
    id: 'embeddings',
    label: 'Embeddings',
    method: 'POST',
    path: '/api/functions/generate-embeddings',
    description: "Regenerates an idea's or a profile's embedding.",
  },
  {
    id: 'advisor',
    label: 'Advisor',
    method: 'GET',
    path: '/api/advisor/recommendations',
    description: 'The startups recommended to the signed-in advisor.',
  },
  {
    id: 'linkedin',
    label: 'LinkedIn',
    method: 'POST',
    path: '/api/functions/scrape-linkedin',
    description: 'Reads a public LinkedIn profile: name, headline, skills and whether it is technical.',
  },
  {
    id: 'portfolio',
    label: 'Portfolio',
    method: 'POST',
    path: '/api/functions/scrape-portfolio',
    description: "Crawls an investor's website for its portfolio companies.",
  },
  {
    id: 'import-vcs',
    label: 'Import VCs',
    method: 'POST',
    path: '/api/functions/import-openvc-data',
    description: 'Imports investors from the VC directory (the built-in OpenVC recipe by default).',
  },
  {
    id: 'database',
    label: 'Database',
    method: 'GET',
    path: '/api/admin/database',
    description: 'Row counts of the main tables, to check the database answers.',
  },
  {
    id: 'rpc',
    label: 'RPC',
    method: 'POST',
    path: '/api/rpc/get_user_primary_role',
    description: "The spec's get_user_primary_role: a user's primary role.",
  },
] as const;

export type ConsoleTab = (typeof CONSOLE_TABS)[number];
export type ConsoleTabId = ConsoleTab['id'];

/** Every input of every tab, as typed (strings); each tab reads its own. */
export interface ConsoleInputs {
  ideaId: string;
  background: string;
  ideaDescription: string;
  fundraisingGoal: string;
  role: 'founder' | 'advisor' | 'investor';
  embeddingType: 'idea' | 'profile';
  embeddingId: string;
  linkedinUrl: string;
  investorId: string;
  startUrl: string;
  maxPages: string;
  uid: string;
}

export const EMPTY_INPUTS: ConsoleInputs = {
  ideaId: '',
  background: '',
  ideaDescription: '',
  fundraisingGoal: '',
  role: 'founder',
  embeddingType: 'idea',
  embeddingId: '',
  linkedinUrl: '',
  investorId: '',
  startUrl: '',
  maxPages: '',
  uid: '',
};

export interface ConsoleRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * The request a tab sends, checked with the contract's schema first. A refusal names the input it is about
 * (a key of ConsoleInputs), so the page shows the message under that input.
 */
export function buildConsoleRequest(tabId: ConsoleTabId, inputs: ConsoleInputs): Checked<ConsoleRequest> {
  const tab = CONSOLE_TABS.find((t) => t.id === tabId)!;
  const post = (body: unknown): Checked<ConsoleRequest> => ({
    ok: true,
    value: { method: 'POST', path: tab.path, body },
  });
  const refuse = (field: keyof ConsoleInputs, message: string) => ({ ok: false as const, field, message });

  switch (tabId) {
    case 'analyze-idea': {
      const c = check(ZAnalyzeIdeaFunction, { ideaId: inputs.ideaId });
      return c.ok ? post(c.value) : refuse('ideaId', c.message);
    }
    case 'onboarding': {
      const c = check(ZAnalyzeOnboardingFunction, {
        background: inputs.background,
        ideaDescription: inputs.ideaDescription,
        fundraisingGoal: inputs.fundraisingGoal,
        role: inputs.role,
      });
      return c.ok ? post(c.value) : refuse(c.field as keyof ConsoleInputs, c.message);
    }
    case 'embeddings': {
      const c = check(ZGenerateEmbeddingsFunction, { type: inputs.embeddingType, id: inputs.embeddingId });
      return c.ok ? post(c.value) : refuse(c.field === 'type' ? 'embeddingType' : 'embeddingId', c.message);
    }
    case 'linkedin': {
      const c = check(ZScrapeLinkedinRequest, { linkedinUrl: inputs.linkedinUrl });
      return c.ok ? post(c.value) : refuse('linkedinUrl', c.message);
    }
    case 'portfolio': {
      const c = check(ZScrapePortfolioRequest, { investor_id: inputs.investorId });
      return c.ok ? post(c.value) : refuse('investorId', c.message);
    }
    case 'import-vcs': {
      const c = buildImportRequest(inputs.startUrl, inputs.maxPages);
      if (c.ok) return post(c.value);
      return refuse(c.field === 'maxPages' ? 'maxPages' : 'startUrl', c.message);
    }
    case 'rpc': {
      const c = check(ZPrimaryRoleRpc, { uid: inputs.uid });
      return c.ok ? post(c.value) : refuse('uid', c.message);
    }
    case 'advisor':
    case 'database':
      return { ok: true, value: { method: 'GET', path: tab.path } };
  }
}

/** Each Run Test of the session, counted as it ends. */
export interface ConsoleSummary {
  successful: number;
  failed: number;
  total: number;
}

export const EMPTY_SUMMARY: ConsoleSummary = { successful: 0, failed: 0, total: 0 };

export function countOutcome(summary: ConsoleSummary, ok: boolean): ConsoleSummary {
  return {
    successful: summary.successful + (ok ? 1 : 0),
    failed: summary.failed + (ok ? 0 : 1),
    total: summary.total + 1,
  };
}

/** Pretty-printed JSON for the result block; strings that are not JSON are shown as they are. */
export function formatJson(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** "184 ms" under a second, then "1.24 s", then "1 min 5 s". */
export function formatElapsed(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(2)} s`;
  const s = Math.round(ms / 1_000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** "200 OK"; 0 is a request that never got an answer. */
export function statusLine(status: number): string {
  if (status === 0) return 'Network error';
  const text = STATUS_TEXT[status];
  return text ? `${status} ${text}` : String(status);
}
