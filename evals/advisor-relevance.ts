import { readFile } from 'node:fs/promises';
import type { Embedder } from '../core/vectors/embedder';
import { ideaMeaningFor, scoreIdeaForAdvisor } from '../src/advisors/recommend-startups';
import { ideaText, profileText } from '../src/vectors/embeddings';
import { HashingEmbedder } from '../src/vectors/hashing-embedder';
import { OnnxEmbedder } from '../src/vectors/onnx-embedder';

/**
 * npm run evals:advisors: advisor recommendations on a labelled set (evals/advisors/cases.json). For each advisor,
 * every idea is scored as GET /api/advisor/recommendations scores it; the run counts the (relevant, junk) pairs in
 * which the relevant idea ranks above the junk one, the relevant ideas among each advisor's top ones, and how
 * many different reasons the advisor reads.
 */
interface Advisor {
  id: string;
  full_name: string;
  headline: string;
  skills: string[];
  advisory_roles: string[];
  advisory_stages: string[];
  relevant: string[];
}
interface Idea {
  id: string;
  title: string;
  description: string;
  industry: string;
  stage: string;
  junk?: boolean;
}

async function run(embedder: Embedder, advisors: Advisor[], ideas: Idea[]) {
  const ideaVectors = await embedder.embed(ideas.map((i) => ideaText(i)));
  let ordered = 0;
  let pairs = 0;
  let relevantTop = 0;
  let topSlots = 0;
  const lines: string[] = [];
  for (const a of advisors) {
    const profile = profileText({ ...a, email: `${a.id}@example.com`, linkedin_url: null });
    const [profileVector] = await embedder.embed([profile]);
    const meanings = await ideaMeaningFor(
      embedder,
      a,
      profileVector!,
      ideas.map((idea, i) => ({ ...idea, vector: ideaVectors[i] })),
    );
    const scored = ideas
      .map((idea, i) => ({ idea, ...scoreIdeaForAdvisor(a, idea, meanings[i]!) }))
      .sort((x, y) => y.similarity - x.similarity);
    const rank = new Map(scored.map((s, i) => [s.idea.id, i]));
    for (const r of a.relevant)
      for (const j of ideas.filter((i) => i.junk)) {
        pairs += 1;
        if (rank.get(r)! < rank.get(j.id)!) ordered += 1;
      }
    const top = scored.slice(0, a.relevant.length);
    relevantTop += top.filter((s) => a.relevant.includes(s.idea.id)).length;
    topSlots += a.relevant.length;
    const reasons = new Set(scored.slice(0, 5).map((s) => s.reasons.join('; ')));
    if (process.env.VERBOSE)
      for (const s of scored.slice(0, 4)) console.log(`    ${s.idea.id}: ${s.reasons.join('; ')}`);
    lines.push(
      `  ${a.id.padEnd(9)} top 5: ${scored
        .slice(0, 5)
        .map((s) => `${s.idea.id} ${Math.round(s.similarity * 100)}%`)
        .join(', ')} (${reasons.size} different reasons)`,
    );
  }
  console.log(`${embedder.name}:`);
  for (const l of lines) console.log(l);
  console.log(
    `  relevant above junk in ${ordered} of ${pairs} pairs; relevant ideas in the top places: ${relevantTop} of ${topSlots}`,
  );
}

async function main() {
  const { advisors, ideas } = JSON.parse(
    await readFile(new URL('./advisors/cases.json', import.meta.url), 'utf8'),
  ) as { advisors: Advisor[]; ideas: Idea[] };
  const model = await OnnxEmbedder.open();
  await run(new HashingEmbedder(), advisors, ideas);
  await run(model, advisors, ideas);
  await model.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
