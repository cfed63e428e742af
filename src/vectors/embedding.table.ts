import type { ColumnType } from 'kysely';

interface EmbeddingColumns {
  /** The embedder's name (`Embedder.name`); a vector is only compared with vectors of the same model. */
  model: string;
  /** sha256 of the embedded text: a save that changes nothing does not embed again. */
  text_hash: string;
  vector: number[];
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface IdeaEmbeddingTable extends EmbeddingColumns {
  idea_id: string;
}

export interface ProfileEmbeddingTable extends EmbeddingColumns {
  user_id: string;
}

export interface InvestorEmbeddingTable {
  investor_id: string;
  model: string;
  text_hash: string;
  /** int8 numbers; times `scale`, the unit vector. */
  vector: Buffer;
  scale: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
