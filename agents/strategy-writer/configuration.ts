import type { RunnableConfig } from '@langchain/core/runnables';
import type { WriterSources } from '../../core/dataset/writer-data';
import {
  cap,
  configurableOf,
  ensureModelConfiguration,
  type ModelConfiguration,
} from '../models/configuration';
import { type MeantBuyer, meantBuyerOf } from '../shared/buyer-meaning';
import { writerSourcesOf } from '../shared/writer-sources';

export interface StrategyWriterConfiguration extends ModelConfiguration {
  /** Below this many sector rounds with an amount, the figures are for the stage alone. */
  minSectorRounds: number;
  /** The shipped data the writer reads (companies, rounds, investors' names, market rollups). */
  sources: WriterSources;
  /** The buyer kind the founder's customers phrase means, read by the product's embedder (null: by words only). */
  meantBuyer: MeantBuyer | null;
}

export function ensureConfiguration(config?: RunnableConfig): StrategyWriterConfiguration {
  const c = configurableOf(config);
  return {
    ...ensureModelConfiguration(config),
    minSectorRounds: cap(c.minSectorRounds, 10, 1, 1000),
    sources: writerSourcesOf(c.sources, 'StrategyWriter'),
    meantBuyer: meantBuyerOf(c.meantBuyer),
  };
}
