import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MATCH_FEATURES } from '../core/matching/model/features';
import { PRIOR_MODEL, ZMatchModel } from '../core/matching/model/model';
import { readMatchModel, readMeta } from './read-data';

describe('model files', () => {
  it('ship trained on the data up to its as-of date, with the features the code computes', async () => {
    const [model, meta] = await Promise.all([readMatchModel(), readMeta()]);
    expect(model.features).toEqual(MATCH_FEATURES);
    expect(model.trained!.as_of > meta.as_of).toBe(true);
    expect(model.trained!.windows.at(-1)!.from < meta.as_of).toBe(true);
    expect(model.trained!.rounds).toBeGreaterThan(1000);
  });

  it('are refused when their features differ from the code’s, naming what to run', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'match-model-'));
    const file = path.join(dir, 'model.json');
    await writeFile(file, JSON.stringify({ ...PRIOR_MODEL, features: ['activity'] }));
    await expect(readMatchModel(file)).rejects.toThrow(/features: .*run npm run data:model/);
    expect(ZMatchModel.safeParse({ ...PRIOR_MODEL, weights: [1] }).success).toBe(false);
    expect(ZMatchModel.safeParse(PRIOR_MODEL).success).toBe(true);
  });
});
