import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { kindsOf } from '../../core/matching/model/investor-kinds';
import { dealRounds, trainMatchModel, windowsBefore } from '../../core/matching/model/train';
import { loadDataset } from '../../data/load-dataset';
import { readMeta, SHIPPED_MODEL } from '../../data/read-data';

/**
 * npm run data:model: trains the matcher's weights on the committed data (the rounds of the last two half-years
 * up to the data's as-of date, each against the track records as they stood before it) and writes
 * data/match-model.json, which the server and `npm run evals -- --cases` read.
 */
async function main() {
  const started = performance.now();
  const [data, meta] = await Promise.all([loadDataset(), readMeta()]);
  // Windows end the day after the as-of date, so that its own rounds count.
  const end = new Date(Date.parse(`${meta.as_of}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const model = trainMatchModel(dealRounds(data.rounds, data.companyById), windowsBefore(end), {
    onProgress: (m) => console.log(`  ${m}`),
    kinds: kindsOf(data.investors),
  });
  await writeFile(SHIPPED_MODEL, `${JSON.stringify(model, null, 1)}\n`);
  console.log(
    `Wrote ${fileURLToPath(SHIPPED_MODEL)}: ${model.trained!.rounds} rounds, ${model.trained!.positives} investors who joined, ` +
      `loss ${model.trained!.loss} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
