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

export interface PartnerFinderConfiguration extends ModelConfiguration {
  /** How many design partners to return. */
  maxPartners: number;
  /** The shipped data the writer reads (companies, rounds, investors' names, market rollups). */
  sources: WriterSources;
  /** The buyer kind the founder's customers phrase means, read by the product's embedder (null: by words only). */
  meantBuyer: MeantBuyer | null;
}

export function ensureConfiguration(config?: RunnableConfig): PartnerFinderConfiguration {
  const c = configurableOf(config);
  return {
    ...ensureModelConfiguration(config),
    maxPartners: cap(c.maxPartners, 8, 1, 25),
    sources: writerSourcesOf(c.sources, 'DesignPartnerFinder'),
    meantBuyer: meantBuyerOf(c.meantBuyer),
  };
}
