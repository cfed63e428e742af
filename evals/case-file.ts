import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { nameKeys } from '../core/dataset/entity-resolution';
import type { InvestorRecord } from '../core/dataset/records';
import { type EvalCase, slicesOf } from './time-split';

const ZCaseLine = z.object({
  id: z.string().min(1, 'id is required'),
  company: z.string().default(''),
  industry: z.string().nullable().default(null),
  stage: z.string().nullable().default(null),
  amount_usd: z.number().nonnegative('amount_usd must not be negative').nullable().default(null),
  location: z.string().nullable().default(null),
  date: z.string().nullable().default(null),
  investors: z.array(z.string()).min(1, 'investors must name at least one investor'),
});

/**
 * Our investors by the keys the data build resolves names with (`nameKeys`: case, punctuation, legal suffixes,
 * then descriptors such as Ventures or Capital), from their names and the Crunchbase names merged into them.
 * A key two investors share is ambiguous and resolves to neither.
 */
export function nameResolver(investors: readonly InvestorRecord[]): (name: string) => string | null {
  const byKey = new Map<string, string | null>();
  const add = (key: string, id: string) => {
    const seen = byKey.get(key);
    byKey.set(key, seen === undefined || seen === id ? id : null);
  };
  // Exact keys first: "Accel Partners" must not lose to a descriptor-stripped "Accel" of another firm.
  for (const pass of [0, 1]) {
    for (const inv of investors) {
      const names = [inv.name, ...inv.source_ids.filter((s) => s.source === 'crunchbase').map((s) => s.id)];
      for (const name of names) {
        const key = nameKeys(name)[pass];
        if (key && (pass === 0 || !byKey.has(key))) add(key, inv.id);
      }
    }
  }
  return (name) => {
    for (const key of nameKeys(name)) {
      const id = byKey.get(key);
      if (id) return id;
    }
    return null;
  };
}

export interface ParsedCases {
  cases: EvalCase[];
  /** Lines none of whose investors we know. */
  skipped: number;
  /** Investor names of kept cases that we could not resolve (their cases are scored on the rest). */
  unknownNames: number;
}

/** Reads a JSON-lines case file; a bad line fails with its line number and the field at fault. */
export async function readCaseFile(file: string, investors: readonly InvestorRecord[]): Promise<ParsedCases> {
  const resolve = nameResolver(investors);
  const lines = (await readFile(file, 'utf8')).split('\n');
  const cases: EvalCase[] = [];
  let skipped = 0;
  let unknownNames = 0;
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new Error(`${file}:${i + 1}: not a JSON object`);
    }
    const parsed = ZCaseLine.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`${file}:${i + 1}: ${issue.path.join('.') || 'line'}: ${issue.message}`);
    }
    const c = parsed.data;
    const truth = [...new Set(c.investors.map(resolve).filter((id): id is string => id !== null))];
    if (truth.length === 0) {
      skipped += 1;
      return;
    }
    unknownNames += c.investors.filter((name) => resolve(name) === null).length;
    const base = {
      id: c.id,
      company: c.company,
      industry: c.industry || null,
      stage: c.stage || null,
      amount_usd: c.amount_usd,
      location: c.location || null,
      date: c.date,
      truth,
    };
    cases.push({ ...base, slices: slicesOf(base, null) });
  });
  return { cases, skipped, unknownNames };
}
