import type { RunnableConfig } from '@langchain/core/runnables';
import {
  cap,
  configurableOf,
  ensureModelConfiguration,
  type ModelConfiguration,
} from '../models/configuration';

export interface IntroDrafterConfiguration extends ModelConfiguration {
  /** At most this many investors get an intro (the first ones given). */
  maxInvestors: number;
  /** Where data/*.jsonl.gz live; the repository's data/ by default. */
  dataDir?: string;
}

export function ensureConfiguration(config?: RunnableConfig): IntroDrafterConfiguration {
  const c = configurableOf(config);
  return {
    ...ensureModelConfiguration(config),
    maxInvestors: cap(c.maxInvestors, 10, 1, 50),
    dataDir: typeof c.dataDir === 'string' ? c.dataDir : undefined,
  };
}
