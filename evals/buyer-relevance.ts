import { readFile } from 'node:fs/promises';
import { readBuyerByMeaning } from '../agents/shared/buyer-meaning';
import { buyerFor } from '../agents/shared/buyers';
import { readRound } from '../core/round/read-round';
import { OnnxEmbedder } from '../src/vectors/onnx-embedder';

/**
 * npm run evals:partners: who the design partners should be, read from a founder's words for their customers
 * (evals/partners/customers.json, phrases in other words than the buyer kinds'), by the words' rules alone (before)
 * and with the phrase's meaning (after, the shipped model): how many phrases give the buyer a person would read.
 */
async function main() {
  const { phrases } = JSON.parse(
    await readFile(new URL('./partners/customers.json', import.meta.url), 'utf8'),
  ) as { phrases: { customers: string; kind: string }[] };
  const model = await OnnxEmbedder.open();
  const embed = (texts: readonly string[]) => model.embed(texts);
  const idea = { title: 'Pilot', description: 'Software for the people named as customers.' };
  const round = readRound(idea);
  let before = 0;
  let after = 0;
  console.log(`${'customers'.padEnd(54)}${'words'.padEnd(24)}${'with meaning'.padEnd(24)}right`);
  for (const p of phrases) {
    const withPhrase = { ...round, customers: p.customers };
    const words = buyerFor(idea, withPhrase).kind.key;
    const meant = buyerFor(idea, withPhrase, await readBuyerByMeaning(embed, p.customers)).kind.key;
    if (words === p.kind) before += 1;
    if (meant === p.kind) after += 1;
    console.log(`${p.customers.slice(0, 52).padEnd(54)}${words.padEnd(24)}${meant.padEnd(24)}${p.kind}`);
  }
  console.log(
    `\nThe right buyer: by the words ${before} of ${phrases.length}, with the meaning ${after} of ${phrases.length}`,
  );
  await model.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
