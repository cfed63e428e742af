import os from 'node:os';
import { benchAnalysis } from './analysis.bench';
import { benchEmbedding } from './embedding.bench';
import { benchInvestorSearch } from './investors.bench';
import { watchMemory } from './memory.bench';
import { serveApp } from './serve';

/** npm run bench: every benchmark, at the full data size, printing its figures. */
async function main() {
  // One server process per core, as production runs it (WEB_CONCURRENCY).
  const processes = os.availableParallelism();
  console.log(`Roundwise benchmarks on ${os.cpus().length} cores`);
  // The model alone first, before the app takes the cores.
  await benchEmbedding();
  console.log('');
  const app = await serveApp(processes);
  console.log(
    `npm start (WEB_CONCURRENCY=${processes}) on a fresh data directory: loaded the full data and served in ${app.startSeconds.toFixed(1)} s`,
  );
  const memory = watchMemory(app);
  try {
    await benchInvestorSearch(app);
    await benchAnalysis(app);
    await memory.finish();
  } finally {
    await app.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
