import type { RunnableConfig } from '@langchain/core/runnables';
import {
  cap,
  configurableOf,
  ensureModelConfiguration,
  type ModelConfiguration,
} from '../models/configuration';
import { type MeantBuyer, meantBuyerOf } from '../shared/buyer-meaning';

export interface StrategyWriterConfiguration extends ModelConfiguration {
  /** Below this many sector rounds with an amount, the figures are for the stage alone. */
  minSectorRounds: number;
  dataDir?: string;
  /** The buyer kind the founder's customers phrase means, read by the product's embedder (null: by words only). */
  meantBuyer: MeantBuyer | null;
}

export function ensureConfiguration(config?: RunnableConfig): StrategyWriterConfiguration {
  const c = configurableOf(config);
  return {
    ...ensureModelConfiguration(config),
    minSectorRounds: cap(c.minSectorRounds, 10, 1, 1000),
    dataDir: typeof c.dataDir === 'string' ? c.dataDir : undefined,
    meantBuyer: meantBuyerOf(c.meantBuyer),
  };
}
