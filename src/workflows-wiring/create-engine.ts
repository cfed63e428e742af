import { Client, Connection } from '@temporalio/client';
import { createChatModel } from '../../agents/models/chat-model';
import type { Embedder } from '../../core/vectors/embedder';
import { createAnalyzeIdeaActivities } from '../../workflows/analyze-idea/activities';
import { analyzeIdeaFlow } from '../../workflows/analyze-idea/workflow';
import { agentEventRecorder } from '../../workflows/engine/agent-events';
import type { WorkflowEngine } from '../../workflows/engine/engine';
import { LocalEngine, type LocalEngineOptions } from '../../workflows/engine/local-engine';
import { progressReporter } from '../../workflows/engine/run-progress';
import { TemporalEngine } from '../../workflows/engine/temporal-engine';
import { createImportVcsActivities } from '../../workflows/import-vcs/activities';
import { importVcsFlow } from '../../workflows/import-vcs/workflow';
import { createScrapeLinkedinActivities } from '../../workflows/scrape-linkedin/activities';
import { scrapeLinkedinFlow } from '../../workflows/scrape-linkedin/workflow';
import { createScrapePortfolioActivities } from '../../workflows/scrape-portfolio/activities';
import { scrapePortfolioFlow } from '../../workflows/scrape-portfolio/workflow';
import { WORKFLOWS_PATH } from '../../workflows/worker';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { LoadedDirectory } from '../investors/investor-directory';
import type { Logger } from '../logger';
import { withFinishedNotice } from '../notifications/analysis-finished';

/** Everything the workflows' activities need from the server (or the worker). */
export interface ActivityContext {
  config: Config;
  db: Db;
  investors: LoadedDirectory;
  embedder: Embedder;
  logger: Logger;
}

/**
 * Every workflow's activities with their real dependencies; the local engine and the Temporal worker share them.
 * What the agents report is recorded against the run (agent_events, and the run's model calls and tokens); what
 * a crawl reports while it runs is its run's progress.
 */
export function createActivities({ config, db, investors, embedder, logger }: ActivityContext) {
  const chatModel = createChatModel({
    apiKey: config.OPENAI_API_KEY,
    baseUrl: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
  const onAgentEvent = agentEventRecorder(db, (err) =>
    logger.warn({ err }, 'Could not record an agent event'),
  );
  const crawl = {
    crawl: {
      allow: config.CRAWL_ALLOW,
      linkedinOrigin: config.LINKEDIN_ORIGIN,
      vcDirectoryUrl: config.VC_DIRECTORY_URL,
    },
    reportProgress: progressReporter(db, (err) => logger.warn({ err }, "Could not record a run's progress")),
    onAgentEvent,
  };
  const vectors = { db, embedder, lanceDir: config.lanceUri };
  return {
    // The founder hears that the analysis finished (issue 21), from whichever process ran its last step.
    analyzeIdea: withFinishedNotice(
      createAnalyzeIdeaActivities({
        db,
        investors,
        chatModel,
        onAgentEvent,
        embed: (texts) => embedder.embed(texts),
      }),
      db,
      logger,
    ),
    importVcs: createImportVcsActivities({
      ...crawl,
      ...vectors,
      onInvestorsChanged: () => investors.refresh(),
    }),
    scrapePortfolio: createScrapePortfolioActivities({
      ...crawl,
      ...vectors,
      onVectorsChanged: () => investors.vectorsChanged(),
    }),
    scrapeLinkedin: createScrapeLinkedinActivities(crawl),
  };
}

/**
 * The workflow engine: Temporal when TEMPORAL_ADDRESS is set (its workers run the activities, `npm run
 * worker`), else the local engine, durable in Postgres. The `queued` workflows' runs wait in Postgres for a
 * RunPool (an analysis worker process, or this one) rather than running where they were started.
 */
export async function createEngine(
  context: ActivityContext,
  queue: Pick<LocalEngineOptions, 'queued' | 'onQueued'> = {},
): Promise<WorkflowEngine> {
  const { config, db } = context;
  if (config.TEMPORAL_ADDRESS) {
    const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
    const client = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
    return new TemporalEngine({ db, client, workflowsPath: WORKFLOWS_PATH });
  }
  const activities = createActivities(context);
  return new LocalEngine({
    db,
    ...queue,
    workflows: {
      analyzeIdea: { flow: analyzeIdeaFlow, activities: activities.analyzeIdea },
      importVcs: { flow: importVcsFlow, activities: activities.importVcs },
      scrapePortfolio: { flow: scrapePortfolioFlow, activities: activities.scrapePortfolio },
      scrapeLinkedin: { flow: scrapeLinkedinFlow, activities: activities.scrapeLinkedin },
    },
  });
}
