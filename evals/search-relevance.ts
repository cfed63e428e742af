import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Embedder } from '../core/vectors/embedder';
import { DEFAULT_DATA_DIR, readInvestors } from '../data/read-data';
import { embedInvestors } from '../src/investors/embed-investors';
import { toInvestor } from '../src/investors/investor-mapper';
import { InvestorSearchIndex } from '../src/investors/search-index';
import { type QuerySemantics, semanticsOf } from '../src/investors/semantic-recall';
import { HashingEmbedder } from '../src/vectors/hashing-embedder';
import { OnnxEmbedder } from '../src/vectors/onnx-embedder';
import { INVESTOR_VECTORS_FILE, readShippedVectors } from '../src/vectors/shipped-investor-vectors';
import { VectorBlock } from '../src/vectors/vector-block';

/**
 * npm run evals:search: the /investors search box on a labelled set of queries written in other words than the
 * profiles (evals/search/queries.json), before (words, re-ranked by the hashing embedder, as before issue 35) and
 * after (the shipped model: re-rank and recall by meaning). Prints, per query, the rank of the first right investor
 * in each, and how many queries find one in the first 10; then whether exact names still come first.
 */
interface Labelled {
  queries: { q: string; right: string[] }[];
  names: string[];
}

const TOP = 10;

async function indexFor(embedder: Embedder, docs: ReturnType<typeof toInvestor>[]) {
  const shipped = await readShippedVectors(path.join(DEFAULT_DATA_DIR, INVESTOR_VECTORS_FILE), embedder.name);
  const { rows, embedded } = await embedInvestors(embedder, docs, { shipped });
  if (embedded) console.log(`(${embedder.name}: ${embedded} investors embedded now, not shipped)`);
  const block = new VectorBlock(docs.length, embedder.dims);
  rows.forEach((r, doc) => {
    block.set(doc, r.vector);
  });
  return new InvestorSearchIndex(docs, block);
}

async function main() {
  const labelled = JSON.parse(
    await readFile(new URL('./search/queries.json', import.meta.url), 'utf8'),
  ) as Labelled;
  const docs = (await readInvestors()).map(toInvestor);
  const hashing = new HashingEmbedder();
  const model = await OnnxEmbedder.open();
  const systems: Record<
    string,
    { index: InvestorSearchIndex; semantics: (q: string) => Promise<QuerySemantics> }
  > = {
    before: {
      index: await indexFor(hashing, docs),
      // The words, re-ranked by the hashing vectors: nobody is found by meaning alone.
      semantics: async (q) => ({
        vector: (await hashing.embed([q]))[0]!,
        neighbours: () => ({ nearest: new Int32Array(0), cosines: new Float32Array(0) }),
      }),
    },
    after: {
      index: await indexFor(model, docs),
      semantics: async (q) => semanticsOf(systems.after!.index.vectors, (await model.embed([q]))[0]!),
    },
  };
  const found: Record<string, number> = { before: 0, after: 0 };
  console.log(`${'query'.padEnd(58)} before  after   (rank of the first right investor; - = not in 100)`);
  for (const { q, right } of labelled.queries) {
    const ranks: string[] = [];
    for (const [name, system] of Object.entries(systems)) {
      const { docs: page } = system.index.search({ q }, 0, 100, await system.semantics(q));
      const rank = page.findIndex((d) => right.includes(docs[d]!.id));
      if (rank >= 0 && rank < TOP) found[name]! += 1;
      ranks.push(rank < 0 ? '-' : String(rank + 1));
    }
    console.log(`${q.slice(0, 56).padEnd(58)} ${ranks[0]!.padEnd(7)} ${ranks[1]}`);
  }
  const n = labelled.queries.length;
  console.log(
    `\nA right investor in the first ${TOP}: before ${found.before} of ${n}, after ${found.after} of ${n}`,
  );
  for (const name of labelled.names) {
    const { docs: page } = systems.after!.index.search(
      { q: name },
      0,
      3,
      await systems.after!.semantics(name),
    );
    console.log(`"${name}" → ${page.map((d) => docs[d]!.name).join(' | ')}`);
  }
  await model.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
