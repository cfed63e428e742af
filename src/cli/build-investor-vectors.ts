import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_DATA_DIR, readInvestors } from '../../data/read-data';
import { embedInvestors } from '../investors/embed-investors';
import { toInvestor } from '../investors/investor-mapper';
import { OnnxEmbedder } from '../vectors/onnx-embedder';
import { INVESTOR_VECTORS_FILE, writeShippedVectors } from '../vectors/shipped-investor-vectors';

/**
 * npm run data:vectors: every shipped investor's vector from the shipped model, into data/investor-vectors.jsonl.gz,
 * so that a first start loads them rather than embedding 30K texts (minutes on two cores). Run it after
 * `npm run data:build` or a rebuild of the model; a load re-embeds only investors whose text changed since.
 */
async function main() {
  const started = performance.now();
  const embedder = await OnnxEmbedder.open(undefined, { threads: availableParallelism() });
  const investors = (await readInvestors()).map(toInvestor);
  let last = 0;
  const { rows } = await embedInvestors(embedder, investors, {
    onProgress: (done, total) => {
      if (done - last >= 2000 || done === total) {
        last = done;
        const rate = done / ((performance.now() - started) / 1000);
        console.log(`${done}/${total} investors embedded (${rate.toFixed(0)} texts/s)`);
      }
    },
  });
  const file = path.join(DEFAULT_DATA_DIR, INVESTOR_VECTORS_FILE);
  await writeShippedVectors(file, { model: embedder.name, dims: embedder.dims }, rows);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Wrote ${rows.length} vectors of ${embedder.name} to ${path.relative(process.cwd(), file)} in ${seconds.toFixed(0)} s ` +
      `(${(rows.length / seconds).toFixed(0)} texts/s on ${availableParallelism()} threads)`,
  );
  await embedder.close();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
