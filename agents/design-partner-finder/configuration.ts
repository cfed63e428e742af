import type { RunnableConfig } from '@langchain/core/runnables';
import {
  cap,
  configurableOf,
  ensureModelConfiguration,
  type ModelConfiguration,
} from '../models/configuration';
import { type MeantBuyer, meantBuyerOf } from '../shared/buyer-meaning';

export interface PartnerFinderConfiguration extends ModelConfiguration {
  /** How many design partners to return. */
  maxPartners: number;
  dataDir?: string;
  /** The buyer kind the founder's customers phrase means, read by the product's embedder (null: by words only). */
  meantBuyer: MeantBuyer | null;
}

export function ensureConfiguration(config?: RunnableConfig): PartnerFinderConfiguration {
  const c = configurableOf(config);
  return {
    ...ensureModelConfiguration(config),
    maxPartners: cap(c.maxPartners, 8, 1, 25),
    dataDir: typeof c.dataDir === 'string' ? c.dataDir : undefined,
    meantBuyer: meantBuyerOf(c.meantBuyer),
  };
}
