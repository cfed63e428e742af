import { proxyActivities } from '@temporalio/workflow';
import type { AnalyzeIdeaActivities } from '../../core/contracts/analyze-idea';
import { AGENT_ACTIVITY } from '../activity-options';
import { analyzeIdeaFlow } from './workflow';

const activities = proxyActivities<AnalyzeIdeaActivities>(AGENT_ACTIVITY);

/** The Temporal workflow `analyzeIdea`: the shared flow over proxied activities. */
export const analyzeIdea = analyzeIdeaFlow(activities);
