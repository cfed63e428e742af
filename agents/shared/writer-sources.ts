import type { WriterSources } from '../../core/dataset/writer-data';

/**
 * The writer's data sources from its configuration (`configurable.sources`). They are the caller's to give: an
 * agent reads no file of its own, so a writer run without them is a wiring mistake, named with the graph.
 */
export function writerSourcesOf(value: unknown, graph: string): WriterSources {
  const v = value as Partial<WriterSources> | null | undefined;
  if (v && typeof v.data === 'function' && typeof v.market === 'function' && typeof v.asOf === 'function')
    return v as WriterSources;
  throw new Error(`${graph}: no data sources in its configuration (configurable.sources)`);
}
