import { marketSectors } from '../agents/intro-drafter/tools';
import { raiseWords } from '../agents/shared/format';
import { presentsAsCurrent, repeatedSentence, sentencesOf } from '../agents/shared/grounding';
import { phaseTexts } from '../agents/strategy-writer/tools';
import type { Strategy } from '../core/contracts/recommendations';
import type { TRound } from '../core/contracts/round';
import { sectorMatch } from '../core/matching/sector-match';

/**
 * Issue 18's mechanical checks of what the writers produce for one idea, and over pairs of ideas: intros a founder
 * would send (a pitch of their own, the amount in the ask, a cited deal in the idea's market), partners and phases
 * written for this idea rather than any idea. Each check reports the share that passes; the goal is 95%.
 */
const WRITER_GOAL = 0.95;

/** What one idea's writers produced, reduced to what the checks read. */
export interface WriterRecord {
  id: string;
  /** The idea's most specific sector: ideas of different sectors must get different partners and phases. */
  sector: string;
  partners: string[];
  /** Phases 1 and 2 as text, with the idea's own words (title, customers, city) masked. */
  phase1: string;
  phase2: string;
  intros: IntroCheck[];
  /** Texts that present 2013 activity as current ("hot", "actively deploying"), if any. */
  current: string[];
  /** Issue 34: the buyer is of the kind the founder means (null: the scenario names none). */
  buyerKind?: boolean | null;
  /** Phase 1 fits the founder's stage. */
  phase1Stage?: boolean | null;
  /** The plan holds the country's regulatory steps (or says it does not know them) and borrows none. */
  countrySteps?: boolean | null;
  /** What the text-quality check found in the intros and the strategy (empty: clean). */
  faults?: string[];
}

interface IntroCheck {
  pitchOwn: boolean;
  /** Null when the round has no amount to hold. */
  askHoldsAmount: boolean | null;
  /** Null when the intro cites no deal. */
  citedSharesSector: boolean | null;
  /** Null when it cites no deal: is the deal's year in the mail? */
  citedWithYear: boolean | null;
}

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether a pitch line is one of the description's sentences, or repeats one of them word for word. */
export function pitchCopies(pitch: string, description: string): boolean {
  if (repeatedSentence(pitch, description)) return true;
  const line = normal(pitch);
  return sentencesOf(description).some((s) => normal(s) === line);
}

/** Whether the ask holds the raise as the founder wrote it; null when the round states no amount. */
export function askHoldsAmount(ask: string, round: TRound): boolean | null {
  return round.amount ? ask.includes(raiseWords(round.amount).written) : null;
}

/** Whether a cited company's sectors meet the idea's market (the same or a related tag). */
export function sharesSector(
  ideaSectors: readonly string[],
  companySectors: readonly string[] | null,
): boolean {
  if (!companySectors) return false;
  const m = sectorMatch(marketSectors(ideaSectors), companySectors);
  return m !== null && m.level !== 'area';
}

/** A phase's text with the idea's own words masked, so two ideas are compared on what the plan says. */
export function maskedPhases(
  strategy: Pick<Strategy, 'phase1_mvp' | 'phase2_validation'>,
  own: readonly (string | null | undefined)[],
): { phase1: string; phase2: string } {
  const words = own
    .filter((w): w is string => !!w && w.trim().length > 1)
    .sort((a, b) => b.length - a.length);
  const mask = (t: string) =>
    words.reduce((acc, w) => acc.split(w).join('·').split(w.toLowerCase()).join('·'), t);
  const { phase1, phase2 } = phaseTexts(strategy);
  return { phase1: mask(phase1.join('\n')), phase2: mask(phase2.join('\n')) };
}

export function currentWords(texts: readonly string[]): string[] {
  return texts.map(presentsAsCurrent).filter((w): w is string => w !== null);
}

interface Share {
  passed: number;
  of: number;
  share: number | null;
}

const share = (passed: number, of: number): Share => ({ passed, of, share: of ? passed / of : null });

export interface WriterSummary {
  ideas: number;
  pitchOwn: Share;
  askHoldsAmount: Share;
  citedSharesSector: Share;
  citedWithYear: Share;
  /** Intros that cite no deal (the investor has none in the idea's market): they rest on its stated thesis. */
  citingNone: number;
  partnersDiffer: Share;
  phasesDiffer: Share;
  timeHonest: Share;
  /** Ideas given no design partner (the data holds none of their buyers, or they are people). */
  withoutPartners: number;
  buyerKind: Share;
  phase1Stage: Share;
  countrySteps: Share;
  textQuality: Share;
}

/** Each check's share over the records; the pair checks over every pair of ideas of different sectors. */
export function summarizeWriters(records: readonly WriterRecord[]): WriterSummary {
  const intros = records.flatMap((r) => r.intros);
  const count = (pick: (i: IntroCheck) => boolean | null) => {
    const seen = intros.map(pick).filter((v): v is boolean => v !== null);
    return share(seen.filter(Boolean).length, seen.length);
  };
  let pairs = 0;
  let partnersOk = 0;
  let phasesOk = 0;
  const sets = records.map((r) => new Set(r.partners));
  for (let i = 0; i < records.length; i++) {
    for (let j = i + 1; j < records.length; j++) {
      const [a, b] = [records[i]!, records[j]!];
      if (a.sector === b.sector) continue;
      pairs++;
      let shared = 0;
      for (const p of b.partners) if (sets[i]!.has(p)) shared++;
      if (shared <= 2) partnersOk++;
      if (a.phase1 !== b.phase1 && a.phase2 !== b.phase2) phasesOk++;
    }
  }
  return {
    ideas: records.length,
    pitchOwn: count((i) => i.pitchOwn),
    askHoldsAmount: count((i) => i.askHoldsAmount),
    citedSharesSector: count((i) => i.citedSharesSector),
    citedWithYear: count((i) => i.citedWithYear),
    citingNone: intros.filter((i) => i.citedSharesSector === null).length,
    partnersDiffer: share(partnersOk, pairs),
    phasesDiffer: share(phasesOk, pairs),
    timeHonest: share(records.filter((r) => r.current.length === 0).length, records.length),
    withoutPartners: records.filter((r) => r.partners.length === 0).length,
    buyerKind: shareOf(records.map((r) => r.buyerKind ?? null)),
    phase1Stage: shareOf(records.map((r) => r.phase1Stage ?? null)),
    countrySteps: shareOf(records.map((r) => r.countrySteps ?? null)),
    textQuality: shareOf(records.map((r) => (r.faults ? r.faults.length === 0 : null))),
  };
}

function shareOf(values: readonly (boolean | null)[]): Share {
  const seen = values.filter((v): v is boolean => v !== null);
  return share(seen.filter(Boolean).length, seen.length);
}

const pct = (s: Share) => (s.share === null ? '  n/a' : `${(s.share * 100).toFixed(1).padStart(5)}%`);
const mark = (s: Share) => (s.share === null || s.share >= WRITER_GOAL ? '' : '  BELOW GOAL');

/** The summary as the evals print it, one line per check. */
export function formatWriterSummary(s: WriterSummary): string {
  const line = (label: string, x: Share, of: string) =>
    `  ${label.padEnd(58)} ${pct(x)}  (${x.passed.toLocaleString('en-US')} of ${x.of.toLocaleString('en-US')} ${of})${mark(x)}`;
  return [
    `Writer checks on ${s.ideas.toLocaleString('en-US')} ideas (goal: each at least ${WRITER_GOAL * 100}%):`,
    line('pitch line is not a sentence of the description', s.pitchOwn, 'intros'),
    line('the ask holds the amount', s.askHoldsAmount, 'intros whose round has an amount'),
    line(
      'the cited deal shares the idea’s sector',
      s.citedSharesSector,
      `intros citing a deal; ${s.citingNone} cite none`,
    ),
    line('the cited deal is given with its year', s.citedWithYear, 'intros citing a deal'),
    line('partners differ across ideas of different sectors (≤ 2 shared)', s.partnersDiffer, 'pairs'),
    line('no strategy phase the same for ideas of different sectors', s.phasesDiffer, 'pairs'),
    line('nothing presents 2013 activity as current', s.timeHonest, 'ideas'),
    line('the buyer is of the kind the founder means', s.buyerKind, 'ideas whose scenario names it'),
    line('phase 1 fits the stage', s.phase1Stage, 'ideas whose round has a stage'),
    line('the country’s regulatory steps, none borrowed', s.countrySteps, 'ideas with a country'),
    line('text quality: no doubled word, broken clause or slot', s.textQuality, 'ideas'),
    `  ideas with no design partner from our data (a buyer profile instead): ${s.withoutPartners}`,
  ].join('\n');
}

/** The one-line form for scripts: `writers_pitch=0.998 …`. */
export function writerSummaryLine(s: WriterSummary): string {
  const v = (x: Share) => (x.share === null ? 'n/a' : x.share.toFixed(3));
  return `writers_pitch=${v(s.pitchOwn)} writers_ask=${v(s.askHoldsAmount)} writers_cited_sector=${v(s.citedSharesSector)} writers_partners_differ=${v(s.partnersDiffer)} writers_phases_differ=${v(s.phasesDiffer)} writers_time_honest=${v(s.timeHonest)} writers_buyer_kind=${v(s.buyerKind)} writers_phase1_stage=${v(s.phase1Stage)} writers_country_steps=${v(s.countrySteps)} writers_text_quality=${v(s.textQuality)}`;
}
