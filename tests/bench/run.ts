import { benchInvestorSearch } from './investors.bench';

/** npm run bench: every benchmark, at the full data size, printing its figures. */
async function main() {
  console.log(`Roundwise benchmarks on ${(await import('node:os')).cpus().length} cores\n`);
  await benchInvestorSearch();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
