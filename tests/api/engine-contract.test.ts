import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { defaultPayloadConverter } from '@temporalio/common';
import { NativeConnection, Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { connect, type DbHandle } from '../../src/db/connect';
import { ensureDatabase } from '../../src/db/embedded-postgres';
import { analyzeIdeaFlow } from '../../workflows/analyze-idea/workflow';
import { LocalEngine } from '../../workflows/engine/local-engine';
import { progressReporter } from '../../workflows/engine/run-progress';
import { TemporalEngine } from '../../workflows/engine/temporal-engine';
import { installWorkerLogging, scoped, WORKFLOWS_PATH } from '../../workflows/run-temporal-worker';
import { scrapePortfolioFlow } from '../../workflows/scrape-portfolio/workflow';
import { splitRunId, TASK_QUEUE } from '../../workflows/shared';
import { type ContractActivities, type EngineHarness, engineContract } from '../helpers/engine-contract';
import { startTemporalDevServer, type TemporalDevServer } from '../helpers/temporal';

// The same cases on both engines (tests/helpers/engine-contract.ts): the local engine in this process, and a real
// Temporal server (`temporal server start-dev`) with a worker in this process running the same fake activities.

const pg = inject('pg');
const database = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
let handle: DbHandle;
let current: Partial<ContractActivities> = {};

/** Every activity by name, calling whatever the current test set. */
const dispatch = new Proxy({} as ContractActivities, {
  get: (_t, name: string) => (arg: never) => {
    const fn = (current as Record<string, ((a: never) => Promise<unknown>) | undefined>)[name];
    if (!fn) throw new Error(`This test gave no ${name}`);
    return fn(arg);
  },
});
const ACTIVITY_NAMES: (keyof ContractActivities)[] = [
  'loadIdea',
  'matchInvestors',
  'findDesignPartners',
  'writeStrategy',
  'draftIntros',
  'saveRecommendations',
  'crawlPortfolio',
  'savePortfolio',
];

beforeAll(async () => {
  await ensureDatabase(pg.adminUrl, database, pg.template);
  handle = connect(pg.urlTemplate.replace('{db}', database), 5);
});
afterAll(() => handle?.close());

const harness =
  (engine: () => EngineHarness['engine'], extra: Partial<EngineHarness> = {}) =>
  () => ({
    engine: engine(),
    use: (activities: Partial<ContractActivities>) => {
      current = activities;
    },
    reportProgress: progressReporter(handle.db, (err) => {
      throw err;
    }),
    ...extra,
  });

describe('the local engine', () => {
  let engine: LocalEngine;
  beforeAll(() => {
    engine = new LocalEngine({
      db: handle.db,
      workflows: {
        analyzeIdea: { flow: analyzeIdeaFlow, activities: dispatch },
        scrapePortfolio: { flow: scrapePortfolioFlow, activities: dispatch },
      },
    });
  });
  engineContract(harness(() => engine));
});

describe('Temporal (a real server, temporal server start-dev)', () => {
  let server: TemporalDevServer;
  let connection: Connection;
  let worker: Worker;
  let running: Promise<void>;
  let engine: TemporalEngine;
  let client: Client;

  beforeAll(async () => {
    // The SDK's own log (worker states, each failed attempt the tests cause on purpose) only when something breaks.
    installWorkerLogging('ERROR', (_level, message, meta) => console.error(message, meta));
    server = await startTemporalDevServer();
    connection = await Connection.connect({ address: server.address });
    client = new Client({ connection });
    engine = new TemporalEngine({ db: handle.db, client, workflowsPath: WORKFLOWS_PATH });
    worker = await Worker.create({
      connection: await NativeConnection.connect({ address: server.address }),
      taskQueue: TASK_QUEUE,
      workflowsPath: WORKFLOWS_PATH,
      activities: scoped(Object.fromEntries(ACTIVITY_NAMES.map((n) => [n, dispatch[n]]))),
      maxHeartbeatThrottleInterval: 1_000,
    });
    running = worker.run();
  }, 120_000);

  afterAll(async () => {
    worker?.shutdown();
    await running?.catch(() => {});
    await connection?.close();
    await server?.close();
  }, 60_000);

  engineContract(
    harness(() => engine, {
      heartbeatDetails: async (runId) => {
        const { workflowId, executionId } = splitRunId(runId);
        const described = await client.workflow.getHandle(workflowId, executionId).describe();
        const details = described.raw.pendingActivities?.[0]?.heartbeatDetails?.payloads?.[0];
        return details ? defaultPayloadConverter.fromPayload(details) : undefined;
      },
    }),
  );
});
