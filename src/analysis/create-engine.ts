import { Client, Connection } from '@temporalio/client';
import { createChatModel } from '../../agents/models/chat-model';
import { createAnalyzeIdeaActivities } from '../../workflows/analyze-idea/activities';
import { analyzeIdeaFlow } from '../../workflows/analyze-idea/workflow';
import { agentEventRecorder } from '../../workflows/engine/agent-events';
import type { WorkflowEngine } from '../../workflows/engine/engine';
import { LocalEngine } from '../../workflows/engine/local-engine';
import { TemporalEngine } from '../../workflows/engine/temporal-engine';
import { WORKFLOWS_PATH } from '../../workflows/worker';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { InvestorDirectory } from '../investors/directory';
import type { Logger } from '../logger';

/**
 * The analysis activities with their real dependencies; the local engine and the Temporal worker share them.
 * What the agents report is recorded against the run (agent_events, and the run's model calls and tokens).
 */
export function createActivities(config: Config, db: Db, investors: InvestorDirectory, logger: Logger) {
  const chatModel = createChatModel({
    apiKey: config.OPENAI_API_KEY,
    baseUrl: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
  });
  const onAgentEvent = agentEventRecorder(db, (err) =>
    logger.warn({ err }, 'Could not record an agent event'),
  );
  return createAnalyzeIdeaActivities({ db, investors, chatModel, onAgentEvent });
}

/**
 * The workflow engine: Temporal when TEMPORAL_ADDRESS is set (its workers run the activities, `npm run
 * worker`), else the local engine, in this process and durable in Postgres.
 */
export async function createEngine(
  config: Config,
  db: Db,
  investors: InvestorDirectory,
  logger: Logger,
): Promise<WorkflowEngine> {
  if (config.TEMPORAL_ADDRESS) {
    const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
    const client = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
    return new TemporalEngine({ db, client, workflowsPath: WORKFLOWS_PATH });
  }
  return new LocalEngine({
    db,
    workflows: {
      analyzeIdea: { flow: analyzeIdeaFlow, activities: createActivities(config, db, investors, logger) },
    },
  });
}
