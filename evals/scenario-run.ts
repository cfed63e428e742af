import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { graph as investorMatcher } from '../agents/investor-matcher/graph';
import type { TInvestor } from '../core/contracts/investors';
import type { RoundStage } from '../core/contracts/round';
import { roundStageOf } from '../core/contracts/round';
import { readPlace } from '../core/geo/read-place';
import { type MatchDeps, matchInvestors } from '../core/matching/match-investors';
import { specColumns } from '../core/round/idea-round';
import { readRound } from '../core/round/read-round';
import { roundLocation } from '../core/round/round-location';
import { loadDataset } from '../data/load-dataset';
import { readMatchModel, readMeta } from '../data/read-data';
import { matcherOver } from './matcher';
import {
  availableFor,
  formatMeeting,
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

/** The founders' rounds the team wrote with the matcher in view, and those written apart from it (issue 30). */
const DEFAULT_SCENARIOS = [
  'evals/scenarios.jsonl',
  'evals/scenarios-founders.jsonl',
  'evals/scenarios-business.jsonl',
];
/** Investors an analysis saves, and that the filter's first ten are looked for among. */
const SAVED = 30;

/** The /investors filter's stage tag for a round stage (its finer tags; "series-b+" spans B and later). */
const FILTER_STAGE: Record<RoundStage, string> = {
  'pre-seed': 'pre-seed',
  seed: 'seed',
  'series-a': 'series-a',
  'series-b': 'series-b',
  'series-c+': 'series-c+',
  growth: 'growth',
};

/**
 * The scenario through the product as its way in uses it: `text` as an analysis does (the round read from the
 * founder's words, then the investor matcher agent with the spec's re-rank), `city` and `full` as
 * `POST /api/v1/match` does (the request's fields, the idea's words for the rest).
 */
async function rankScenario(deps: MatchDeps, s: Scenario) {
  if (s.mode === 'text') {
    const round = readRound({ title: s.title, description: s.description, fundraisingGoal: s.goal });
    const spec = specColumns(round);
    let fitting = 0;
    const { investors } = await investorMatcher.invoke(
      {
        idea: {
          title: s.title,
          description: s.description,
          industry: spec.industry ?? '',
          stage: spec.stage ?? undefined,
          checkSize: spec.target_check_size ?? undefined,
          location: roundLocation(round),
          currency: round.amount?.currency,
          ...(round.sectors.length ? { sectors: round.sectors } : {}),
        },
      },
      {
        configurable: {
          match: async (req: Parameters<typeof matchInvestors>[1]) => {
            const out = await matchInvestors(deps, req);
            fitting = out.fitting;
            return out;
          },
          topK: SAVED,
        },
      },
    );
    return {
      ranked: investors.map((r) => deps.byId.get(r.id)!),
      scores: investors.map((r) => r.similarity),
      fitting,
      read: {
        location: roundLocation(round) ?? null,
        stage: round.stage,
        raise_usd_k: round.amount ? Math.round(round.amount.usd_k) : null,
        sectors: round.sectors,
      },
    };
  }
  const r = s.request;
  const out = await matchInvestors(deps, {
    idea: [s.title, s.description].filter(Boolean).join('. '),
    stage: r.stage,
    check_size: r.check_size,
    location: r.location,
    focus: r.focus,
    limit: SAVED,
  });
  return {
    ranked: out.matches.map((m) => m.investor),
    scores: out.matches.map((m) => m.score),
    fitting: out.fitting,
    read: {
      location: r.location ?? null,
      stage: r.stage ?? null,
      raise_usd_k: r.check_size ?? null,
      sectors: r.focus ?? [],
    },
  };
}

/** The /investors filter's first ten for the round's place, stage and sector, as a founder would set it. */
function filterTop10(deps: MatchDeps, s: Scenario): string[] | null {
  const place = s.truth.city ?? s.truth.country;
  if (!place) return null;
  const { docs } = deps.index.search(
    { stage: [FILTER_STAGE[s.truth.stage]], focus: [s.truth.sectors[0]!], location: place },
    0,
    10,
  );
  return docs.map((d) => deps.index.docs[d]!.id);
}

/**
 * npm run evals -- --scenarios [--scenarios-file FILE[,FILE]]: each scenario through the product as its way in
 * uses it (the shipped data and model), its top ten judged as a founder would read it, the /investors filter's
 * first ten looked for in the top 30, a table per slice, and the results file.
 */
export async function runScenarios(files: readonly string[] = DEFAULT_SCENARIOS): Promise<ScenarioResult[]> {
  const started = performance.now();
  const [data, meta, model] = await Promise.all([loadDataset(), readMeta(), readMatchModel()]);
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
    const investors: TInvestor[] = [...deps.byId.values()];
    const records = new Map(data.investors.map((i) => [i.id, i]));
    const all: ScenarioResult[] = [];
    const writers = emptyWriterCheck();
    for (const file of files) {
      const scenarios = await readScenarios(file);
      const results: ScenarioResult[] = [];
      for (const s of scenarios) {
        const { ranked, scores, fitting, read } = await rankScenario(deps, s);
        const filter = filterTop10(deps, s);
        const top30 = new Set(ranked.slice(0, SAVED).map((i) => i.id));
        results.push(
          scoreScenario(s, ranked, recordOf, {
            fitting,
            available: availableFor(investors, recordOf, s.truth),
            filter: filter
              ? { top10: filter.length, inTop30: filter.filter((id) => top30.has(id)).length }
              : null,
            read,
            scores,
          }),
        );
        // The round as the product would hold it: read from the words, with what an API caller or the founder
        // set beside them (a stage, a place) where the words say none.
        const fromWords = readRound({ title: s.title, description: s.description, fundraisingGoal: s.goal });
        const place = fromWords.country ? null : readPlace(s.request.location ?? '');
        const round = {
          ...fromWords,
          stage: fromWords.stage ?? roundStageOf(s.request.stage),
          ...(place?.country ? { city: place.city, country: place.country, region: place.region } : {}),
        };
        await checkIdeaWriters(
          s.id,
          s.truth.sectors[0]!,
          { title: s.title, description: s.description, industry: '', round },
          ranked.slice(0, 10).map((inv) => introInvestor(inv, records.get(inv.id))),
          writers,
          { stage: s.truth.stage, country: s.truth.country, buyer: s.truth.buyer, model: s.truth.model },
        );
      }
      printResults(file, results);
      all.push(...results);
    }
    const rows = summarizeScenarios(all);
    console.log(`\nAll files\n${formatScenarioTable(rows)}`);
    console.log(`\nScenarios whose own top ten meets each goal: ${formatMeeting(rows[0]!)}`);
    console.log(
      `\nGoals: near ≥ ${SCENARIO_GOALS.near * 100}% (the country where the data holds ten there at the stage, else the region), stage ≥ ${SCENARIO_GOALS.stage * 100}%, cheque ≥ ${SCENARIO_GOALS.cheque * 100}%, sector ≥ ${SCENARIO_GOALS.sector * 100}%, at most ${SCENARIO_GOALS.claimers} everything-claimer per top ten, ≥ ${SCENARIO_GOALS.filter} of the filter's top ten in the match's top 30.`,
    );
    const writerSummary = summarizeWriters(writers.records);
    console.log(`\n${formatWriterSummary(writerSummary)}`);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.join('evals', 'results', `scenarios-${stamp}.json`);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(
      out,
      `${JSON.stringify({ created_at: new Date().toISOString(), mode: 'scenarios', files, as_of: meta.as_of, summary: rows, writers: { checks: writerSummary, badIntros: writers.badIntros, badStrategies: writers.badStrategies, business: writers.business }, results: all }, null, 1)}\n`,
    );
    console.log(`Results: ${out} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    console.log(writerSummaryLine(writerSummary));
    const a = rows[0]!;
    const f = (x: number | null) => x?.toFixed(3) ?? 'n/a';
    console.log(
      `scenario_near=${f(a.near)} scenario_stage=${f(a.stage)} scenario_cheque=${f(a.cheque)} scenario_sector=${f(a.sector)} claimers=${f(a.claimers)} over_claimed=${a.overClaimed} filter=${f(a.filter)} under_filter=${a.underFilter} accelerators_a_plus=${a.accelerators} scenarios=${a.scenarios}`,
    );
    return all;
  } finally {
    await rm(lanceDir, { recursive: true, force: true });
  }
}

function printResults(file: string, results: readonly ScenarioResult[]) {
  console.log(
    `\n${file}: ${results.length} founders' rounds (deals to 2013-06; firm directory of 2026-08)\n`,
  );
  const pct = (x: number | null) => (x === null ? '  —' : `${Math.round(x * 100)}%`.padStart(4));
  for (const r of results) {
    const short =
      r.returned < 10
        ? `  only ${r.returned} fit (the data holds ${r.available.country} in the country, ${r.available.region} in the region at the stage; not padded)`
        : '';
    const filter = r.filter ? `  filter ${r.filter.inTop30}/${r.filter.top10}` : '';
    console.log(
      `${r.id.padEnd(34)} ${r.mode.padEnd(4)} near ${pct(r.shares.near)}${r.nearBy === 'region' ? 'ʳ' : ' '} stage ${pct(r.shares.stage)} cheque ${pct(r.shares.cheque)} sector ${pct(r.shares.sector)} claimers ${r.claimers}${filter}${r.accelerators ? `  accelerators: ${r.accelerators}` : ''}${short}`,
    );
    console.log(`${''.padEnd(34)} ${r.top.map((t) => `${t.name}${t.claimer ? '*' : ''}`).join('; ')}`);
  }
  console.log(`\n${formatScenarioTable(summarizeScenarios(results))}`);
}
