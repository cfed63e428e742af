import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { Client, Connection } from '@temporalio/client';
import { createChatModel } from '../../agents/models/chat-model';
import type { OnEvent } from '../../agents/models/events';
import type { CrawlOptions } from '../../core/crawl/crawl-port';
import type { Embedder } from '../../core/vectors/embedder';
import { shippedWriterSources } from '../../data/load-dataset';
import { createAnalyzeIdeaActivities } from '../../workflows/analyze-idea/activities';
import { analyzeIdeaFlow } from '../../workflows/analyze-idea/workflow';
import { agentEventRecorder } from '../../workflows/engine/agent-events';
import type { WorkflowEngine } from '../../workflows/engine/engine';
import { LocalEngine, type LocalEngineOptions } from '../../workflows/engine/local-engine';
import { progressReporter } from '../../workflows/engine/run-progress';
import { TemporalEngine } from '../../workflows/engine/temporal-engine';
import { createImportVcsActivities } from '../../workflows/import-vcs/activities';
import { importVcsFlow } from '../../workflows/import-vcs/workflow';
import { WORKFLOWS_PATH } from '../../workflows/run-temporal-worker';
import { createScrapeLinkedinActivities } from '../../workflows/scrape-linkedin/activities';
import { scrapeLinkedinFlow } from '../../workflows/scrape-linkedin/workflow';
import { createScrapePortfolioActivities } from '../../workflows/scrape-portfolio/activities';
import { scrapePortfolioFlow } from '../../workflows/scrape-portfolio/workflow';
import type { Config } from '../config';
import { routeBrowserThroughContext } from '../crawl/browser-routing';
import { createCrawlContext } from '../crawl/crawl-context';
import type { Db } from '../db/connect';
import { createAnalysisStore } from '../ideas/analysis-store';
import { createDirectoryImportStore, createPortfolioStore } from '../investors/crawl-stores';
import type { LoadedDirectory } from '../investors/investor-directory';
import type { Logger } from '../logger';

/** Everything the workflows' activities need from the server (or the worker). */
export interface ActivityContext {
  config: Config;
  db: Db;
  investors: LoadedDirectory;
  embedder: Embedder;
  logger: Logger;
}

/**
 * The analysis's activities over Postgres, the investor directory and the shipped data: the one place their ports
 * are filled (the engine here, the Temporal worker, and the tests that drive an engine of their own).
 */
export function analysisActivities(
  context: Pick<ActivityContext, 'db' | 'investors' | 'logger'> & {
    chatModel: BaseChatModel | null;
    onAgentEvent?: OnEvent;
    embedder?: Embedder;
  },
) {
  const { embedder } = context;
  return createAnalyzeIdeaActivities({
    store: createAnalysisStore(context.db, context.logger),
    investors: context.investors,
    chatModel: context.chatModel,
    onAgentEvent: context.onAgentEvent,
    ...(embedder && { embed: (texts: readonly string[]) => embedder.embed(texts) }),
    writerSources: WRITER_SOURCES,
  });
}

/** The writers' data: the shipped files, each read once per process and only by one that runs analyses. */
const WRITER_SOURCES = shippedWriterSources();

/** Loads what the writers read before the first analysis, rather than during it. */
export const warmWriters = () => WRITER_SOURCES.data();

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
    openCrawl: ({ allow, ...options }: CrawlOptions) =>
      createCrawlContext({ ...options, policy: { allow: [...allow] } }),
    reportProgress: progressReporter(db, (err) => logger.warn({ err }, "Could not record a run's progress")),
    onAgentEvent,
  };
  const stores = {
    db,
    embedder,
    lanceDir: config.lanceUri,
    onInvestorsChanged: () => investors.refresh(),
    onVectorsChanged: () => investors.vectorsChanged(),
  };
  return {
    analyzeIdea: analysisActivities({ db, investors, logger, chatModel, onAgentEvent, embedder }),
    importVcs: createImportVcsActivities({ ...crawl, store: createDirectoryImportStore(stores) }),
    scrapePortfolio: createScrapePortfolioActivities({
      ...crawl,
      store: createPortfolioStore(stores),
      routeBrowser: routeBrowserThroughContext,
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
