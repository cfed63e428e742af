import type { RunnableConfig } from '@langchain/core/runnables';
import {
  cap,
  configurableOf,
  ensureModelConfiguration,
  type ModelConfiguration,
} from '../models/configuration';

export interface StrategyWriterConfiguration extends ModelConfiguration {
  /** Below this many sector rounds with an amount, the figures are for the stage alone. */
  minSectorRounds: number;
  dataDir?: string;
}

export function ensureConfiguration(config?: RunnableConfig): StrategyWriterConfiguration {
  const c = configurableOf(config);
  return {
    ...ensureModelConfiguration(config),
    minSectorRounds: cap(c.minSectorRounds, 10, 1, 1000),
    dataDir: typeof c.dataDir === 'string' ? c.dataDir : undefined,
  };
}
