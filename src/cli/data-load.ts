import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { prepareData } from '../investors/prepare-data';

/** npm run data:load [-- --force]: loads the shipped data into Postgres and LanceDB, as npm start does. */
async function main() {
  const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
  const config = loadConfig();
  const { databaseUrl, stop } = await openDatabase(config);
  try {
    const result = await prepareData(config, databaseUrl, { force: values.force, log: console.log });
    if (result.skipped) console.log('Use --force to load it again.');
    else if (!stop) console.log('A running Roundwise keeps its current search index until it restarts.');
  } finally {
    await stop?.();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
