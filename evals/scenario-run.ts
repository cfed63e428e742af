import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { graph as investorMatcher } from '../agents/investor-matcher/graph';
import { loadDataset } from '../agents/shared/dataset';
import { readMeta } from '../src/dataset/read-data';
import { toInvestor } from '../src/investors/investor-mapper';
import { matchInvestors } from '../src/matching/match-investors';
import { readMatchModel } from '../src/matching/model/model';
import { readRound } from '../src/round/read-round';
import { roundLocation } from '../src/round/round-location';
import { matcherOver } from './matcher';
import {
  availableFor,
  formatScenarioTable,
  readScenarios,
  SCENARIO_GOALS,
  type Scenario,
  type ScenarioResult,
  scoreScenario,
  summarizeScenarios,
} from './scenarios';
import { formatWriterSummary, summarizeWriters, writerSummaryLine } from './writer-checks';
import { checkIdeaWriters, emptyWriterCheck, introInvestor } from './writers';

export const DEFAULT_SCENARIOS = 'evals/scenarios.jsonl';

/** What an analysis hands the matcher for a scenario: the idea's words and the round as the founder gave it. */
export function scenarioIdea(s: Scenario) {
  return {
    title: s.title,
    description: `${s.description}${s.goal ? ` Fundraising goal: ${s.goal}.` : ''}`,
    industry: '',
    stage: s.truth.stage,
    checkSize: Math.round(s.truth.raise_usd_k),
    location: roundLocation({ city: s.truth.city, country: s.truth.country }),
    sectors: s.truth.sectors,
  };
}

/**
 * npm run evals -- --scenarios [FILE]: each scenario through the investor matcher agent as an analysis runs it
 * (the shipped data and model), its top ten judged against the round, a table per slice, and the results file.
 */
export async function runScenarios(file = DEFAULT_SCENARIOS): Promise<ScenarioResult[]> {
  const started = performance.now();
  const [data, meta, model, scenarios] = await Promise.all([
    loadDataset(),
    readMeta(),
    readMatchModel(),
    readScenarios(file),
  ]);
  const lanceDir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-scenarios-'));
  try {
    const deps = await matcherOver(
      data.investors,
      data.rounds,
      data.companyById,
      meta.as_of,
      lanceDir,
      model,
    );
    const recordOf = (id: string) => deps.track.byInvestor.get(id);
    const investors = data.investors.map(toInvestor);
    const results: ScenarioResult[] = [];
    const writers = emptyWriterCheck();
    const records = new Map(data.investors.map((i) => [i.id, i]));
    for (const s of scenarios) {
      let fitting = 0;
      const { investors: recs } = await investorMatcher.invoke(
        { idea: scenarioIdea(s) },
        {
          configurable: {
            match: async (req: Parameters<typeof matchInvestors>[1]) => {
              const out = await matchInvestors(deps, req);
              fitting = out.fitting;
              return out;
            },
            topK: 10,
          },
        },
      );
      const matches = recs.map((r) => ({
        investor: deps.byId.get(r.id)!,
        score: r.similarity,
        dimensions: r.dimensions,
      }));
      results.push(scoreScenario(s, matches, fitting, recordOf, availableFor(investors, recordOf, s.truth)));
      // The writers on the founder's own words and the round read from them, as an analysis runs them.
      const round = readRound({ title: s.title, description: s.description, fundraisingGoal: s.goal });
      await checkIdeaWriters(
        s.id,
        s.truth.sectors[0]!,
        { title: s.title, description: s.description, industry: '', round },
        matches.map((m) => introInvestor(m.investor, records.get(m.investor.id))),
        writers,
      );
    }
    console.log(
      `Scenario evals: ${scenarios.length} founders' rounds from ${file}, against the shipped data (deals to ${meta.as_of}; firm directory of 2026-08)\n`,
    );
    for (const r of results) {
      const pct = (x: number) => `${Math.round(x * 100)}%`;
      const short =
        r.returned < 10
          ? `  only ${r.returned} fit (our data holds ${r.available} investors in ${r.region} at ${r.stage}; the list is not padded)`
          : '';
      console.log(
        `${r.id.padEnd(30)} region ${pct(r.shares.region).padStart(4)}  stage ${pct(r.shares.stage).padStart(4)}  cheque ${pct(r.shares.cheque).padStart(4)}  sector ${pct(r.shares.sector).padStart(4)}${r.accelerators ? `  accelerators: ${r.accelerators}` : ''}${short}`,
      );
      console.log(`${''.padEnd(30)} ${r.top.map((t) => t.name).join('; ')}`);
    }
    const rows = summarizeScenarios(results);
    console.log(`\n${formatScenarioTable(rows)}`);
    const all = rows[0]!;
    console.log(
      `\nGoals: region ≥ ${SCENARIO_GOALS.region * 100}% (where the data holds ten), stage ≥ ${SCENARIO_GOALS.stage * 100}%, cheque ≥ ${SCENARIO_GOALS.cheque * 100}%, sector ≥ ${SCENARIO_GOALS.sector * 100}%, no accelerator at Series A and later.`,
    );
    const writerSummary = summarizeWriters(writers.records);
    console.log(`\n${formatWriterSummary(writerSummary)}`);
    for (const bad of [...writers.badIntros.slice(0, 5), ...writers.badStrategies.slice(0, 5)])
      console.log(`    ${JSON.stringify(bad)}`);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.join('evals', 'results', `scenarios-${stamp}.json`);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(
      out,
      `${JSON.stringify({ created_at: new Date().toISOString(), mode: 'scenarios', file, as_of: meta.as_of, summary: rows, writers: { checks: writerSummary, records: writers.records, badIntros: writers.badIntros, badStrategies: writers.badStrategies }, results }, null, 1)}\n`,
    );
    console.log(`Results: ${out} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    console.log(writerSummaryLine(writerSummary));
    console.log(
      `scenario_region=${all.region?.toFixed(3) ?? 'n/a'} scenario_stage=${all.stage.toFixed(3)} scenario_cheque=${all.cheque.toFixed(3)} scenario_sector=${all.sector.toFixed(3)} accelerators_a_plus=${all.accelerators} scenarios=${all.scenarios}`,
    );
    return results;
  } finally {
    await rm(lanceDir, { recursive: true, force: true });
  }
}
