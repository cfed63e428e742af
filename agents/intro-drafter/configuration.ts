import type { RunnableConfig } from '@langchain/core/runnables';
import type { WriterSources } from '../../core/dataset/writer-data';
import {
  cap,
  configurableOf,
  ensureModelConfiguration,
  type ModelConfiguration,
} from '../models/configuration';
import { writerSourcesOf } from '../shared/writer-sources';

export interface IntroDrafterConfiguration extends ModelConfiguration {
  /** At most this many investors get an intro (the first ones given). */
  maxInvestors: number;
  /** The shipped data the writer reads (companies, rounds, investors' names, market rollups). */
  sources: WriterSources;
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
    sources: writerSourcesOf(c.sources, 'IntroDrafter'),
    today: Number.isNaN(today.getTime()) ? new Date() : today,
  };
}
