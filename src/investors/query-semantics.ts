import { LRUCache } from 'lru-cache';
import type { Embedder } from '../../core/vectors/embedder';
import type { Logger } from '../logger';
import type { VectorBlock } from '../vectors/vector-block';
import { type QuerySemantics, semanticsOf } from './semantic-recall';

/**
 * Query texts kept with their vector and, once asked for, nearest investors (~2.3 KB each): a search's words are
 * embedded once, and the same words with other filters, sorts or pages reuse them.
 */
const CACHED_QUERIES = 2000;

/** The search box's words as `QuerySemantics`, embedded once per text; undefined when the embedder fails. */
export function querySemantics(deps: { embedder: Embedder; vectors: VectorBlock; logger?: Logger }) {
  const cache = new LRUCache<string, QuerySemantics>({ max: CACHED_QUERIES });
  const pending = new Map<string, Promise<QuerySemantics | undefined>>();
  return (q: string): Promise<QuerySemantics | undefined> | QuerySemantics => {
    // The model reads lower case (its tokenizer folds case), so "Fintech" and "fintech" are one query.
    const key = q.trim().replace(/\s+/g, ' ').toLowerCase();
    const known = cache.get(key);
    if (known) return known;
    let making = pending.get(key);
    if (!making) {
      making = deps.embedder
        .embed([key])
        .then(([vector]) => {
          const semantics = semanticsOf(deps.vectors, vector!);
          cache.set(key, semantics);
          return semantics;
        })
        .catch((err: unknown) => {
          // The words alone still find investors; the next search with them tries the embedder again.
          deps.logger?.warn({ err }, 'Could not embed a search; searching by its words alone');
          return undefined;
        })
        .finally(() => pending.delete(key));
      pending.set(key, making);
    }
    return making;
  };
}
