// npm run data:build [-- --source DIR]: builds data/*.jsonl.gz, meta.json and SOURCES.md from the shared CSVs.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR } from '../read-data.ts';
import { buildDataset } from './pipeline.ts';
import { writeDataset } from './write.ts';

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;

const { values } = parseArgs({ options: { source: { type: 'string' } } });
// The shared data lives next to the repository, not in it.
const sourceDir = resolve(values.source ?? resolve(DEFAULT_DATA_DIR, '..', '..', 'shared', 'data'));
if (!existsSync(sourceDir)) {
  console.error(`Source directory not found: ${sourceDir} (pass --source DIR)`);
  process.exit(1);
}

const data = buildDataset(sourceDir);
const built = seconds();
const sizes = writeDataset(DEFAULT_DATA_DIR, data);
const { meta } = data;

const pct = (n: number) => `${((100 * n) / meta.counts.investors).toFixed(1).padStart(5)}%`;
console.log(`Sources: ${sourceDir}`);
console.log(`As of: ${meta.as_of}`);
console.log(`Investors: ${meta.counts.investors}`);
console.log(
  `  by source: ${Object.entries(meta.investors_by_source)
    .map(([s, n]) => `${s} ${n}`)
    .join(', ')}`,
);
console.log(
  `  merged by: ${Object.entries(meta.resolution)
    .map(([s, n]) => `${s} ${n}`)
    .join(', ')}`,
);
console.log(
  `  dropped: ${Object.entries(meta.dropped)
    .map(([s, n]) => `${s} ${n}`)
    .join(', ')}`,
);
console.log('Coverage (investors with a value):');
for (const [field, n] of Object.entries(meta.coverage)) {
  console.log(`  ${field.padEnd(34)} ${String(n).padStart(6)}  ${pct(n)}`);
}
console.log(`Companies: ${meta.counts.companies}`);
console.log(
  `Rounds: ${meta.counts.rounds} (${meta.counts.rounds_with_investors} with investors, ${meta.counts.investor_links} investor links)`,
);
for (const [file, bytes] of Object.entries(sizes))
  console.log(`  wrote data/${file} (${(bytes / 1e6).toFixed(2)} MB)`);
console.log(`Built in ${built}, written in ${seconds()} total`);
