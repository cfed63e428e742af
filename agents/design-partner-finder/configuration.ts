import type { RunnableConfig } from '@langchain/core/runnables';
import {
  cap,
  configurableOf,
  ensureModelConfiguration,
  type ModelConfiguration,
} from '../models/configuration';

export interface PartnerFinderConfiguration extends ModelConfiguration {
  /** How many design partners to return. */
  maxPartners: number;
  dataDir?: string;
}

export function ensureConfiguration(config?: RunnableConfig): PartnerFinderConfiguration {
  const c = configurableOf(config);
  return {
    ...ensureModelConfiguration(config),
    maxPartners: cap(c.maxPartners, 8, 1, 25),
    dataDir: typeof c.dataDir === 'string' ? c.dataDir : undefined,
  };
}
