import { BUYER_KINDS } from './buyer-kinds';

/** Turns texts into unit vectors (the product's embedder, given by the composition root). */
export type Embed = (texts: readonly string[]) => Promise<Float32Array[]>;

/** The buyer kind whose description is nearest the founder's words for their customers, and how near. */
export interface MeantBuyer {
  key: string;
  cosine: number;
}

/** Buyer kinds that are companies (people are read from the words, never from their meaning). */
const KINDS = BUYER_KINDS.filter((k) => !k.people);
const kindVectors = new WeakMap<Embed, Promise<Float32Array[]>>();

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);

/**
 * The kind of company the founder's customers phrase means ("chemists on the high street": pharmacies), by the
 * closeness of the phrase to each kind's label and work. Null without a phrase.
 */
export async function readBuyerByMeaning(
  embed: Embed,
  phrase: string | null | undefined,
): Promise<MeantBuyer | null> {
  const words = phrase?.trim();
  if (!words) return null;
  let kinds = kindVectors.get(embed);
  if (!kinds) {
    kinds = embed(KINDS.map((k) => `${k.label}: ${k.work}`));
    kindVectors.set(embed, kinds);
  }
  const [[v], vectors] = await Promise.all([embed([words]), kinds]);
  let best: MeantBuyer | null = null;
  KINDS.forEach((k, i) => {
    const cosine = dot(v!, vectors[i]!);
    if (!best || cosine > best.cosine) best = { key: k.key, cosine };
  });
  return best;
}

/** A `MeantBuyer` from an agent's configuration, or null when it holds none (or not one). */
export function meantBuyerOf(value: unknown): MeantBuyer | null {
  const v = value as Partial<MeantBuyer> | null | undefined;
  return v && typeof v.key === 'string' && typeof v.cosine === 'number'
    ? { key: v.key, cosine: v.cosine }
    : null;
}
