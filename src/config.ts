import path from 'node:path';
import { z } from 'zod';
import { ACCOUNT_PLANS } from '../core/contracts/plans';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Every setting the server reads from the environment. `.env.example` mirrors this schema. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Leave empty to listen on every interface, as most servers do. */
  HOST: optionalString,
  /** Where embedded Postgres, LanceDB, uploads and generated secrets live. */
  DATA_DIR: z.string().default('./.roundwise'),
  /** When set, use this Postgres instead of starting the embedded one. */
  DATABASE_URL: optionalString,
  /** The public origin of the app, used for auth cookies and redirects. Defaults to http://localhost:PORT. */
  BASE_URL: optionalString.pipe(
    z.url('must be an absolute URL such as https://roundwise.example').optional(),
  ),
  /** Where the investor vectors live: a folder, or object storage such as s3://bucket/path. Defaults to DATA_DIR/lancedb. */
  LANCEDB_URI: optionalString,
  /** Signs sessions. When unset, one is generated once and kept in DATA_DIR. */
  BETTER_AUTH_SECRET: optionalString,
  /** How many server processes share the port (Node's cluster module); each holds its own search index. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Searches and public API requests one server process works on at once; more wait their turn in order. Other
   * routes (analyses, runs, health, accounts) never wait for them.
   */
  REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(32),
  /**
   * Listening handles per server process (`src/accept-handles.ts`): how many new connections a busy process
   * accepts per turn of its event loop (libuv accepts one per handle per turn).
   */
  ACCEPT_HANDLES: z.coerce.number().int().min(1).max(64).default(8),
  /** Postgres connections per server process (and 40% of it again for the API-key counters). */
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(30),
  /**
   * Processes that run analyses, started by `npm start` beside the server processes so an analysis never holds up
   * a request. 0 runs them inside the server processes instead (still queued, ANALYSIS_CONCURRENCY at a time).
   */
  ANALYSIS_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  /** Analyses one process runs at a time; the others wait in the queue (Postgres), oldest first. */
  ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Analyses that may wait in the queue; past that, starting one answers 503 with Retry-After. */
  ANALYSIS_QUEUE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(50),
  /**
   * V8 heap limit of each node process, in MB. Unset: half the machine's memory (its cgroup limit when it has one)
   * split between the server processes and analysis workers, between 512 and 1024 MB each.
   */
  HEAP_LIMIT_MB: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(128).max(65_536).optional(),
  ),
  /**
   * Memory pressure: once a process's heap passes this share of its limit (or the machine has less than 5% of its
   * memory available), new analyses are refused with 503 instead of the process being killed for want of memory.
   */
  MEMORY_PRESSURE_PERCENT: z.coerce.number().int().min(1).max(99).default(85),
  /** `npm run dev` turns this off: Vite serves the web app with hot reload and proxies /api here. */
  SERVE_WEB: z.stringbool().default(true),
  /** The chat model the agents use; when unset they work offline, from the data alone. */
  OPENAI_API_KEY: optionalString,
  /** Any OpenAI-compatible endpoint, e.g. http://localhost:11434/v1. */
  OPENAI_BASE_URL: optionalString,
  /** The model name; gpt-4o-mini by default. */
  OPENAI_MODEL: optionalString,
  /**
   * How long one request to the model may take before it is abandoned and retried (30 s by default): a model
   * endpoint that hangs fails the call in bounded time. Raise it for a slow local model.
   */
  OPENAI_TIMEOUT_MS: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(1_000).max(600_000).optional(),
  ),
  /**
   * Where every vector comes from (investors, ideas, profiles, searches): `local`, the all-MiniLM-L6-v2 model shipped
   * in data/embedding-model and run in-process; or `openai`, an OpenAI-compatible /embeddings endpoint
   * (OPENAI_API_KEY, OPENAI_BASE_URL). Changing it re-embeds the investors at the next start.
   */
  EMBEDDINGS: z.enum(['local', 'openai']).default('local'),
  /** With EMBEDDINGS=openai: the embedding model to ask; text-embedding-3-small by default. */
  EMBEDDINGS_MODEL: optionalString,
  /** With EMBEDDINGS=openai: the vectors' length, sent as `dimensions` (1536 by default, text-embedding-3-small's). */
  EMBEDDINGS_DIMENSIONS: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(8).max(8192).optional(),
  ),
  /** A Temporal frontend (host:port). When set, analyses and crawls run as Temporal workflows on `npm run worker`. */
  TEMPORAL_ADDRESS: optionalString,
  TEMPORAL_NAMESPACE: z.string().default('default'),
  /**
   * Temporal's Web UI (e.g. http://localhost:8233 for `temporal server start-dev`): the workbench links each
   * Temporal run to its page there.
   */
  TEMPORAL_UI_URL: optionalString.pipe(
    z.url('must be an absolute URL such as http://localhost:8233').optional(),
  ),
  /**
   * Addresses the crawlers may reach although they are not public (comma-separated `host:port`, `host` or CIDR
   * entries). Empty in production; the tests name their fixture sites on 127.0.0.1.
   */
  CRAWL_ALLOW: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    ),
  /** Where LinkedIn profiles are fetched from, instead of https://www.linkedin.com (a proxy, or the tests' fixture). */
  LINKEDIN_ORIGIN: optionalString,
  /** The start URL of the built-in OpenVC import recipe, instead of the recipe's own. */
  VC_DIRECTORY_URL: optionalString,
  /**
   * The plan of every account an operator has not given one (`npm run admin -- --email … --plan …`): starter (the
   * free plan) by default; a self-hosted team that wants everything sets growth or scale.
   */
  PLAN_DEFAULT: z.enum(ACCOUNT_PLANS).default('starter'),
  /**
   * Development only: an unexpected error's answer carries its stack trace (file paths included). Off by default,
   * `npm start` included, so no install answers with its internals; `npm run dev` turns it on.
   */
  ERROR_DETAILS: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Where notification digests are sent from: `smtp://user:pass@host:587` or `smtps://user:pass@host:465`. Unset, no
   * e-mail is sent (the settings page says so); notifications still appear in the app.
   */
  SMTP_URL: optionalString.pipe(
    z
      .url('must be a URL such as smtp://user:pass@smtp.example.com:587')
      .refine((u) => /^smtps?:\/\//.test(u), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /** The digests' sender, e.g. "Roundwise <hello@roundwise.example>". Defaults to notifications@ BASE_URL's host. */
  SMTP_FROM: optionalString,
  /**
   * How often each server process looks for follow-ups that fell due and digests to send, in seconds (a digest goes
   * out at most this long after it is due).
   */
  NOTIFICATION_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
});

type Env = z.infer<typeof EnvSchema>;

export type Config = Env & { dataDir: string; baseUrl: string; lanceUri: string };

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.EMBEDDINGS === 'openai' && !env.OPENAI_API_KEY)
    throw new Error('Invalid configuration:\n  EMBEDDINGS: openai needs OPENAI_API_KEY');
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    baseUrl: env.BASE_URL ?? `http://localhost:${env.PORT}`,
    lanceUri: env.LANCEDB_URI ?? path.join(path.resolve(env.DATA_DIR), 'lancedb'),
  };
}
