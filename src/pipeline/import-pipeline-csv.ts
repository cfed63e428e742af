import { PIPELINE_STAGE_LABELS } from '../../core/contracts/pipeline';
import type { Db } from '../db/connect';
import { type CsvRow, readPipelineCsv } from './csv';
import {
  findInvestorNames,
  insertEntries,
  listEntriesOfIdea,
  updateEntryFields,
} from './pipeline.repository';
import type { NewPipelineEntryRow } from './pipeline.table';
import { insertEvents } from './pipeline-event.repository';

/** New investors go in batches: a large import is one transaction of a few statements, not thousands. */
const INSERT_BATCH = 500;

export type CsvImportResult = { added: number; updated: number; errors: { line: number; message: string }[] };

/** A row is the same investor as an entry by investor_id, or, for investors typed by hand, by name. */
const sameInvestor = (row: CsvRow, e: { investor_id: string | null; name: string }) =>
  row.investor_id
    ? e.investor_id === row.investor_id
    : !e.investor_id && e.name.toLowerCase() === row.name.toLowerCase();

/**
 * Imports a pipeline CSV (the export's columns): a row whose investor_id or name is already in the pipeline
 * updates it, any other row adds an investor. Every row is checked first; with any error nothing is imported.
 */
export async function importPipelineCsv(db: Db, ideaId: string, csv: string): Promise<CsvImportResult> {
  const { rows, errors } = readPipelineCsv(csv);
  if (errors.length) return { added: 0, updated: 0, errors };
  const investorNames = await findInvestorNames(db, rows.map((r) => r.investor_id).filter(Boolean));
  // Every unknown investor of the file is named at once, not the first alone.
  const unknown = rows.flatMap((r) =>
    r.investor_id && !investorNames.has(r.investor_id)
      ? [{ line: r.line, message: `investor_id ${r.investor_id} is not in the investor database` }]
      : [],
  );
  if (unknown.length) return { added: 0, updated: 0, errors: unknown };
  let added = 0;
  let updated = 0;
  await db.transaction().execute(async (trx) => {
    const existing = await listEntriesOfIdea(trx, ideaId);
    const fresh: NewPipelineEntryRow[] = [];
    for (const row of rows) {
      const match = existing.find((e) => sameInvestor(row, e));
      const fields = {
        stage: row.stage ?? 'need_to_reach_out',
        expected_amount: row.expected_amount,
        committed_amount: row.committed_amount,
        next_follow_up: row.next_follow_up || null,
        pass_reason: row.pass_reason || null,
        email: row.email || null,
        firm: row.investor_id ? null : row.firm || null,
      };
      if (match) {
        // A blank cell (or a column the file lacks) leaves the entry's value alone: a file of names and stages must
        // not clear the follow-up dates and amounts the founder keeps in the app.
        const filled = Object.fromEntries(
          Object.entries({ ...fields, stage: row.stage }).filter(([, v]) => v !== null && v !== ''),
        ) as Partial<typeof fields>;
        if (row.investor_id) delete filled.firm;
        if (Object.keys(filled).length) await updateEntryFields(trx, match.id, filled);
        if (row.stage && match.stage !== row.stage)
          await insertEvents(trx, [
            {
              entry_id: match.id,
              kind: 'stage_change',
              text: `Moved from ${PIPELINE_STAGE_LABELS[match.stage]} to ${PIPELINE_STAGE_LABELS[row.stage]} (CSV import)`,
              data: { from: match.stage, to: row.stage },
            },
          ]);
        updated++;
      } else {
        // The same investor twice in the file: the later row wins.
        const twin = fresh.findIndex((f) =>
          sameInvestor(row, { investor_id: f.investor_id ?? null, name: f.name }),
        );
        if (twin >= 0) fresh.splice(twin, 1);
        fresh.push({
          idea_id: ideaId,
          investor_id: row.investor_id || null,
          name: row.investor_id ? investorNames.get(row.investor_id)! : row.name,
          ...fields,
          position:
            existing.filter((e) => e.stage === row.stage).length +
            fresh.filter((f) => f.stage === row.stage).length,
        });
      }
    }
    for (let i = 0; i < fresh.length; i += INSERT_BATCH) {
      const inserted = await insertEntries(trx, fresh.slice(i, i + INSERT_BATCH));
      await insertEvents(
        trx,
        inserted.map((e) => ({
          entry_id: e.id,
          kind: 'added',
          text: `Added from a CSV import to ${PIPELINE_STAGE_LABELS[e.stage]}`,
          data: { source: 'import' },
        })),
      );
      added += inserted.length;
    }
  });
  return { added, updated, errors: [] };
}
