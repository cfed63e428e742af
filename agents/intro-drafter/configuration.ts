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
  /** Today, against which a deal's age is judged (a deal over three years old is history). */
  today: Date;
}

export function ensureConfiguration(config?: RunnableConfig): IntroDrafterConfiguration {
  const c = configurableOf(config);
  const today =
    c.today instanceof Date ? c.today : typeof c.today === 'string' ? new Date(c.today) : new Date();
  return {
    ...ensureModelConfiguration(config),
    maxInvestors: cap(c.maxInvestors, 10, 1, 50),
    dataDir: typeof c.dataDir === 'string' ? c.dataDir : undefined,
    today: Number.isNaN(today.getTime()) ? new Date() : today,
  };
}
