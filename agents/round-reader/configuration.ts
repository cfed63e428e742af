import type { RunnableConfig } from '@langchain/core/runnables';
import { ensureModelConfiguration, type ModelConfiguration } from '../models/configuration';

/** The round reader needs only the shared model settings: without a model it returns the rules' round. */
export type RoundReaderConfiguration = ModelConfiguration;

export function ensureConfiguration(config?: RunnableConfig): RoundReaderConfiguration {
  return ensureModelConfiguration(config);
}
