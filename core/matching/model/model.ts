import { z } from 'zod';
import { MATCH_FEATURES, NF } from './features';

export const ZMatchModel = z
  .object({
    version: z.literal(1),
    features: z.array(z.string()),
    /** Each feature is standardised, (x - mean) / scale, before it is weighed. */
    mean: z.array(z.number()),
    scale: z.array(z.number().positive()),
    weights: z.array(z.number()),
    /** How it was trained; null for the built-in prior. */
    trained: z
      .object({
        as_of: z.string(),
        windows: z.array(z.object({ from: z.string(), to: z.string(), rounds: z.number().int() })),
        rounds: z.number().int(),
        positives: z.number().int(),
        iterations: z.number().int(),
        loss: z.number(),
      })
      .nullable(),
  })
  .refine(
    (m) => m.features.join() === MATCH_FEATURES.join(),
    'features: the model was trained on other features than the matcher computes; run npm run data:model',
  )
  .refine(
    (m) => m.mean.length === NF && m.scale.length === NF && m.weights.length === NF,
    'weights: one mean, scale and weight per feature',
  );
export type MatchModel = z.infer<typeof ZMatchModel>;

/**
 * The matcher before any training: the track record's naive-Bayes log score (activity, stage, sector, city and
 * half the region), the company's own investors first and their co-investors after. Used when no trained
 * model is at hand.
 */
export const PRIOR_MODEL: MatchModel = {
  version: 1,
  features: [...MATCH_FEATURES],
  mean: MATCH_FEATURES.map(() => 0),
  scale: MATCH_FEATURES.map(() => 1),
  weights: MATCH_FEATURES.map((f) =>
    f === 'existing'
      ? 8
      : f === 'co_invest'
        ? 2
        : f === 'region_share'
          ? 0.5
          : ['activity', 'stage_share', 'sector_share', 'city_share'].includes(f)
            ? 1
            : 0,
  ),
  trained: null,
};

/** Each row's score under the model: higher is likelier to join the round. */
export function scoreRows(model: MatchModel, X: Float32Array): Float64Array {
  const rows = X.length / NF;
  const out = new Float64Array(rows);
  const w = model.weights.map((x, f) => x / model.scale[f]!);
  const bias = model.weights.reduce((s, x, f) => s - (x * model.mean[f]!) / model.scale[f]!, 0);
  for (let r = 0; r < rows; r++) {
    let s = bias;
    for (let f = 0; f < NF; f++) s += w[f]! * X[r * NF + f]!;
    out[r] = s;
  }
  return out;
}
