import os from 'node:os';
import { readInvestors } from '../../data/read-data';
import { embeddingText } from '../../src/investors/embedding-text';
import { toInvestor } from '../../src/investors/investor-mapper';
import { OnnxEmbedder } from '../../src/vectors/onnx-embedder';
import { SEARCH_WORDS } from './investors.bench';
import { fmt, percentile, timeEach } from './measure';

/** Investor texts embedded to time throughput: enough for a steady figure, a minute at most. */
const THROUGHPUT_TEXTS = 600;

/**
 * The shipped model on its own, as the product runs it: a search's words embedded one query at a time on one thread
 * (as a server process does), investors' texts one after another on one thread and on every core (as
 * `npm run data:vectors` does), and what embedding every investor at first start would take at that rate.
 */
export async function benchEmbedding() {
  const queries = SEARCH_WORDS.flatMap((a) => SEARCH_WORDS.map((b) => `${a} ${b}`)).slice(0, 400);
  const texts = (await readInvestors()).map((r) => embeddingText(toInvestor(r)));
  const sample = texts.filter((_, i) => i % Math.floor(texts.length / THROUGHPUT_TEXTS) === 0);
  const single = await OnnxEmbedder.open();
  const times = await timeEach(queries.length, (i) => single.embed([queries[i]!]));
  console.log(
    `\nembedding (${single.name}): a search's words, ${queries.length} distinct queries, 1 thread: p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}`,
  );
  const rate = async (embedder: OnnxEmbedder) => {
    const started = performance.now();
    await embedder.embed(sample);
    return sample.length / ((performance.now() - started) / 1000);
  };
  const one = await rate(single);
  await single.close();
  const cores = os.availableParallelism();
  const all = await OnnxEmbedder.open(undefined, { threads: cores });
  const many = await rate(all);
  await all.close();
  console.log(
    `  investors' texts (${sample.length}, ${Math.round(sample.reduce((n, t) => n + t.length, 0) / sample.length)} characters on average): ` +
      `${one.toFixed(0)} texts/s on 1 thread, ${many.toFixed(0)} texts/s on ${cores}`,
  );
  console.log(
    `  all ${texts.length} investors at that rate: ${(texts.length / many).toFixed(0)} s on ${cores} threads ` +
      '(so their vectors ship in data/investor-vectors.jsonl.gz rather than being made at first start)',
  );
}
