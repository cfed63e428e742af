import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createChatModel, DEFAULT_CHAT_MODEL } from '../agents/models/chat-model';
import type { TInvestor } from '../core/contracts/investors';
import type { InvestorRecord, RoundRecord } from '../core/dataset/records';
import { kindsOf } from '../core/matching/model/investor-kinds';
import type { MatchModel } from '../core/matching/model/model';
import { dealRounds, trainMatchModel, windowsBefore } from '../core/matching/model/train';
import { loadDataset } from '../data/load-dataset';
import { readMatchModel, readMeta } from '../data/read-data';
import { popularityBaseline, randomBaseline } from './baselines';
import { readCaseFile } from './case-file';
import { type Judgement, type JudgeSummary, judge, summarizeJudgements } from './judge';
import { matcherOver, rankWithProduct } from './matcher';
import {
  type CaseScores,
  formatTable,
  type Metric,
  ratioEstimate,
  scoreCase,
  summarize,
  type TableRow,
} from './metrics';
import { runScenarios } from './scenario-run';
import { casesFrom, type EvalCase, investorsBefore } from './time-split';
import { formatWriterSummary, summarizeWriters, writerSummaryLine } from './writer-checks';
import { checkWriters, emptyWriterCheck, type WriterCheck, writeWithModel } from './writers';

/**
 * The time split's windows. `test` is the locked window: profiles from the deals before 2013, cases from the rounds
 * of 2013 (to the as-of date); it is read once per change to the matcher, after the change was tuned on `tune`
 * (profiles from the deals before July 2012, cases from the rounds of its second half). A split that is tuned on
 * learns the changes: the figures reported are the test window's.
 */
const WINDOWS = {
  test: { cutoff: '2013-01-01', until: null },
  tune: { cutoff: '2012-07-01', until: '2012-12-31' },
} as const;
export const DEFAULT_CUTOFF = WINDOWS.test.cutoff;
/** Goals of the matcher over popularity on Recall@50 (issue 30), overall and for companies with no earlier round. */
const LIFT_GOALS = { all: 2.3, 'first-round': 1.8 } as const;
const SYSTEMS = ['matcher', 'popularity', 'random'] as const;
type System = (typeof SYSTEMS)[number];
/** A slice is shown when it has at least this many cases. */
const MIN_SLICE = 30;
const CONCURRENCY = 4;
/** How many cases the LLM judge grades, when a model is configured. */
const JUDGE_CASES = 30;

const USAGE = `npm run evals [-- --window test|tune] [--cutoff YYYY-MM-DD --until YYYY-MM-DD] [--limit N] [--seed N] [--skip-writers] [--no-company] [--no-directory] [--model FILE]
npm run evals -- --cases FILE.jsonl
npm run evals -- --scenarios [--scenarios-file FILE.jsonl]`;

async function main() {
  const { values } = parseArgs({
    options: {
      cases: { type: 'string' },
      window: { type: 'string', default: 'test' },
      cutoff: { type: 'string' },
      until: { type: 'string' },
      /** Profiles without what the directories state (the variant the evals measured before issue 30). */
      'no-directory': { type: 'boolean', default: false },
      limit: { type: 'string' },
      seed: { type: 'string', default: '42' },
      'skip-writers': { type: 'boolean', default: false },
      /** Leave the company's name out of the query (sector, location, stage and amount only). */
      'no-company': { type: 'boolean', default: false },
      /** Score with this model file rather than the shipped one (case file) or one trained here (time split). */
      model: { type: 'string' },
      /** Founders' rounds (evals/scenarios.jsonl, or the file given): does the top ten fit each round? */
      scenarios: { type: 'boolean', default: false },
      'scenarios-file': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.scenarios || values['scenarios-file']) {
    await runScenarios(values['scenarios-file']?.split(',').map((f) => f.trim()) ?? undefined);
    return;
  }
  if (!(values.window in WINDOWS)) throw new Error(`--window must be test or tune, got ${values.window}`);
  const window = WINDOWS[values.window as keyof typeof WINDOWS];
  const cutoff = values.cutoff ?? window.cutoff;
  for (const [name, date] of [
    ['cutoff', cutoff],
    ['until', values.until],
  ] as const)
    if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date))
      throw new Error(`--${name} must be a date (YYYY-MM-DD), got ${date}`);
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${values.seed}`);
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
    throw new Error(`--limit must be a positive integer, got ${values.limit}`);

  // A model given to a time split must not have learned from rounds of the cases.
  const given = values.model ? await readMatchModel(path.resolve(values.model)) : null;
  const trainedTo = given?.trained?.as_of;
  if (!values.cases && trainedTo && trainedTo > cutoff)
    throw new Error(
      `--model: ${values.model} learned from rounds before ${trainedTo}, after the cutoff ${cutoff}: the cases would not be held out`,
    );

  const started = performance.now();
  const data = await loadDataset();
  const meta = await readMeta();
  let profiles: InvestorRecord[];
  let cases: EvalCase[];
  let history: RoundRecord[];
  let asOf: string;
  let mode: string;
  let skipped = 0;
  let withoutSector = 0;
  if (values.cases) {
    // A case file runs against the product's index as shipped: every investor profile as it is served.
    mode = `case file ${values.cases}, against the shipped investor index (as of ${meta.as_of})`;
    profiles = data.investors;
    history = data.rounds;
    asOf = meta.as_of;
    const parsed = await readCaseFile(values.cases, data.investors);
    cases = parsed.cases;
    skipped = parsed.skipped;
    if (parsed.unknownNames)
      console.log(`${parsed.unknownNames} investor names of kept cases are not in our data`);
  } else {
    const until = values.until ?? window.until ?? meta.as_of;
    const directory = !values['no-directory'];
    mode = `time split at ${cutoff} (${values.cutoff || values.until ? 'custom' : values.window} window): profiles from deals before it${directory ? ' and the directories’ statements' : ', nothing stated'}, cases from rounds ${cutoff} to ${until}`;
    profiles = investorsBefore(data, cutoff, { directory });
    history = data.rounds.filter((r) => r.funded_at !== null && r.funded_at < cutoff);
    asOf = cutoff;
    const split = casesFrom(data, cutoff, until);
    cases = split.cases;
    withoutSector = split.withoutSector;
  }
  if (limit !== undefined) cases = cases.slice(0, limit);
  console.log(`Evals: ${mode}`);
  console.log(
    `${cases.length} cases${skipped ? `, ${skipped} skipped (none of their investors is known)` : ''}` +
      (withoutSector ? `; ${withoutSector} rounds left out, as the data gives their company no sector` : ''),
  );

  const lanceDir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-evals-'));
  try {
    // The matcher's learned weights. A time split trains them afresh on the rounds before the cutoff (the
    // rounds of the two half-years before it, each against the track record as it stood when it began), so
    // that nothing from the cases reaches the model; a case file uses the model shipped with the data.
    let matchModel: MatchModel;
    if (given) {
      matchModel = given;
      console.log(`Model: ${values.model} (trained to ${given.trained?.as_of ?? 'nothing: the prior'})`);
    } else if (values.cases) {
      matchModel = await readMatchModel();
      console.log(
        `Model: the shipped data/match-model.json (trained to ${matchModel.trained?.as_of ?? '?'})`,
      );
    } else {
      const trainStarted = performance.now();
      matchModel = trainMatchModel(dealRounds(history, data.companyById), windowsBefore(cutoff), {
        onProgress: (m) => process.stderr.write(`  model: ${m}\n`),
        // The kind of investor is the firm's identity (kept in the time split's profiles), not its deals.
        kinds: kindsOf(profiles),
      });
      console.log(
        `Model: trained on ${matchModel.trained!.rounds} rounds from ${matchModel.trained!.windows[0]!.from} to ${cutoff} ` +
          `(before the cutoff), ${((performance.now() - trainStarted) / 1000).toFixed(0)} s`,
      );
    }
    const deps = await matcherOver(profiles, history, data.companyById, asOf, lanceDir, matchModel);
    const rankers: Record<System, (c: EvalCase) => Promise<string[]> | string[]> = {
      matcher: (c) => rankWithProduct(deps, c, !values['no-company']),
      popularity: popularityBaseline(history),
      random: randomBaseline(profiles, seed),
    };
    const scores: Record<System, CaseScores[]> = { matcher: [], popularity: [], random: [] };
    const writers: WriterCheck = emptyWriterCheck();
    const rankedByMatcher: string[][] = new Array(cases.length);

    let done = 0;
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < cases.length; i = next++) {
        const c = cases[i]!;
        rankedByMatcher[i] = await rankers.matcher(c);
        if (!values['skip-writers']) {
          const matched = rankedByMatcher[i]!.slice(0, 10).map((id) => deps.byId.get(id)!) as TInvestor[];
          await checkWriters(c, matched, writers);
        }
        done += 1;
        if (done % 250 === 0 || done === cases.length) {
          process.stderr.write(
            `  ${done}/${cases.length} cases (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    cases.forEach((c, i) => {
      scores.matcher.push(scoreCase(c.truth, rankedByMatcher[i]!));
      scores.popularity.push(scoreCase(c.truth, rankers.popularity(c) as string[]));
      scores.random.push(scoreCase(c.truth, rankers.random(c) as string[]));
    });

    // Slices: all cases, then each slice with enough cases, largest first within stage, sector, first round.
    const sliceCases = new Map<string, number[]>([['all', cases.map((_, i) => i)]]);
    cases.forEach((c, i) => {
      for (const s of c.slices) sliceCases.set(s, [...(sliceCases.get(s) ?? []), i]);
    });
    const kindOrder = (s: string) =>
      s === 'all' ? 0 : s.startsWith('stage:') ? 1 : s.startsWith('sector:') ? 2 : 3;
    const slices = [...sliceCases]
      .filter(([s, idx]) => s === 'all' || idx.length >= MIN_SLICE)
      .sort((a, b) => kindOrder(a[0]) - kindOrder(b[0]) || b[1].length - a[1].length);

    const rows: TableRow[] = [];
    const results: Record<string, unknown>[] = [];
    for (const [slice, idx] of slices) {
      for (const system of SYSTEMS) {
        const per = idx.map((i) => scores[system][i]!);
        const summary = summarize(per, { seed });
        rows.push({ system, slice, cases: idx.length, scores: summary });
        results.push({ system, slice, cases: idx.length, scores: summary });
      }
    }
    const ratio = (metric: Metric, idx: readonly number[] = cases.map((_, i) => i)) =>
      ratioEstimate(
        idx.map((i) => scores.matcher[i]!),
        idx.map((i) => scores.popularity[i]!),
        metric,
        { seed },
      );
    console.log(`\n${formatTable(rows)}`);
    const lift = ratio('recall@50');
    const firstRounds = sliceCases.get('first-round') ?? [];
    const firstLift = firstRounds.length ? ratio('recall@50', firstRounds) : null;
    const show = (l: typeof lift) => `${l.mean.toFixed(2)}x [${l.lo.toFixed(2)}–${l.hi.toFixed(2)}]`;
    console.log(`\nMatcher / popularity, Recall@50: ${show(lift)} (goal: ${LIFT_GOALS.all}x)`);
    if (firstLift)
      console.log(
        `  companies with no earlier round (${firstRounds.length} cases): ${show(firstLift)} (goal: ${LIFT_GOALS['first-round']}x)`,
      );
    // How much of the top 50 stands on no record at all: directory-only investors with no deal before the cutoff.
    const dealless = new Set(profiles.filter((p) => p.investment_count === 0).map((p) => p.id));
    const noDealShare =
      rankedByMatcher.reduce((sum, ids) => {
        const top = ids.slice(0, 50);
        return sum + (top.length ? top.filter((id) => dealless.has(id)).length / top.length : 0);
      }, 0) / Math.max(1, cases.length);
    console.log(
      `  share of the matcher's top 50 with no deal in the data before the cutoff: ${(noDealShare * 100).toFixed(1)}%`,
    );

    const writerSummary = values['skip-writers'] ? null : summarizeWriters(writers.records);
    if (!writerSummary) console.log('\nWriters: skipped (--skip-writers)');
    else {
      console.log(
        `\nWriters, checked mechanically on ${writers.strategies} cases:` +
          `\n  intros citing a company outside that investor's recent investments: ${writers.badIntros.length} of ${writers.intros}` +
          `\n  strategies with a figure neither the data nor the idea gives: ${writers.badStrategies.length} of ${writers.strategies}` +
          `\n  strategies quoting a rule-of-thumb figure (dilution bands; stated as such): ${writers.ruleOfThumb}`,
      );
      for (const bad of [...writers.badIntros.slice(0, 5), ...writers.badStrategies.slice(0, 5)])
        console.log(`    ${JSON.stringify(bad)}`);
      console.log(`\n${formatWriterSummary(writerSummary)}`);
    }
    let judged: JudgeSummary | null = null;
    const model = createChatModel({
      apiKey: process.env.OPENAI_API_KEY,
      baseUrl: process.env.OPENAI_BASE_URL,
      model: process.env.OPENAI_MODEL,
    });
    if (!model) {
      console.log(
        '\nLLM judge: skipped (no model configured; set OPENAI_API_KEY to score strategy and intro quality)',
      );
    } else {
      // A sample spread over the cases: the writers write with the model, as the product does, and the judge grades.
      const step = Math.max(1, Math.floor(cases.length / JUDGE_CASES));
      const judgements: Judgement[] = [];
      for (let i = 0; i < cases.length && judgements.length < JUDGE_CASES; i += step) {
        const matched = rankedByMatcher[i]!.slice(0, 10).map((id) => deps.byId.get(id)!) as TInvestor[];
        const item = await writeWithModel(cases[i]!, matched, model);
        if (item) judgements.push(await judge(model, item));
      }
      judged = summarizeJudgements(judgements);
      const line = (r: JudgeSummary['strategy']) =>
        Object.entries(r)
          .map(([d, v]) => `${d} ${v.toFixed(2)}`)
          .join(', ');
      console.log(
        `\nLLM judge (${process.env.OPENAI_MODEL ?? DEFAULT_CHAT_MODEL}), ${judged.judged} cases, 1 to 5:`,
      );
      console.log(`  strategy: ${line(judged.strategy)}`);
      console.log(`  intro:    ${line(judged.intro)}`);
      for (const c of judged.comments.slice(0, 4)) console.log(`    "${c}"`);
    }

    const all = (system: System) => summarize(scores[system], { seed })['recall@50'].mean;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.join('evals', 'results', `${stamp}.json`);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(
      out,
      `${JSON.stringify(
        {
          created_at: new Date().toISOString(),
          mode: values.cases ? 'case-file' : 'time-split',
          query: values['no-company']
            ? ['sector', 'location', 'stage', 'amount']
            : ['sector', 'location', 'stage', 'amount', 'company'],
          cases_file: values.cases ?? null,
          cutoff: values.cases ? null : cutoff,
          window: values.cases ? null : values.cutoff || values.until ? 'custom' : values.window,
          directory: !values['no-directory'],
          lift_first_rounds: firstLift,
          no_deal_share_top50: noDealShare,
          as_of: meta.as_of,
          cases: cases.length,
          skipped,
          without_sector: withoutSector,
          seed,
          seconds: Math.round((performance.now() - started) / 1000),
          lift_recall_at_50: lift,
          model: matchModel,
          judge: judged,
          results,
          writers: !writerSummary
            ? null
            : {
                ...writers,
                records: undefined,
                checks: writerSummary,
                badIntros: writers.badIntros.slice(0, 50),
                badStrategies: writers.badStrategies.slice(0, 50),
              },
        },
        null,
        1,
      )}\n`,
    );
    console.log(`\nResults: ${out} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    if (writerSummary) console.log(writerSummaryLine(writerSummary));
    console.log(
      `recall@50=${all('matcher').toFixed(4)} popularity_recall@50=${all('popularity').toFixed(4)} lift=${lift.mean.toFixed(3)} first_round_lift=${firstLift?.mean.toFixed(3) ?? 'n/a'} no_deal_top50=${noDealShare.toFixed(3)} cases=${cases.length}`,
    );
  } finally {
    await rm(lanceDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
