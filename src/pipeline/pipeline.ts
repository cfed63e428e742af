import { type Insertable, type SqlBool, sql } from 'kysely';
import {
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  type PipelineStage,
  type TEntryChanges,
  type TFollowUp,
  type TNewEntry,
  type TPipeline,
  type TPipelineEntry,
  type TRoundInput,
  type TTimelineEvent,
  type TWarmPath,
} from '../contracts/pipeline';
import { pipelineTotals } from '../contracts/pipeline-totals';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import { readPipelineCsv } from './csv';
import type { PipelineEntryRow, PipelineEntryTable } from './pipeline.table';

const UNIQUE_VIOLATION = '23505';
const money = (n: number | null) => (n === null ? '—' : `$${n.toLocaleString('en-US')}`);

function toEntry(
  row: PipelineEntryRow & { website: string | null; from_interest: SqlBool },
  warm: TWarmPath,
): TPipelineEntry {
  return {
    id: row.id,
    investor_id: row.investor_id,
    name: row.name,
    firm: row.firm,
    email: row.email,
    website: row.website,
    from_interest: Boolean(row.from_interest),
    stage: row.stage,
    position: row.position,
    pass_reason: row.pass_reason,
    expected_amount: row.expected_amount,
    committed_amount: row.committed_amount,
    next_follow_up: row.next_follow_up,
    intro_subject: row.intro_subject,
    intro_body: row.intro_body,
    warm,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function entryRows(db: Db, ideaId: string, entryId?: string) {
  let q = db
    .selectFrom('pipeline_entries as e')
    .leftJoin('investors as i', 'i.id', 'e.investor_id')
    .selectAll('e')
    .select('i.website')
    // Made from an investor's Interested on Roundwise (issue 21): the card says so.
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('investor_decisions as d')
            .select('d.idea_id')
            .whereRef('d.pipeline_entry_id', '=', 'e.id'),
        )
        .as('from_interest'),
    )
    .where('e.idea_id', '=', ideaId);
  if (entryId) q = q.where('e.id', '=', entryId);
  return q.orderBy('e.position').orderBy('e.created_at').execute();
}

/**
 * Warm paths for each entry: advisors interested in the idea, and the investors already committed in this round
 * who co-invested with the entry's investor in the data (how many deals together).
 */
async function warmPaths(
  db: Db,
  ideaId: string,
  rows: readonly PipelineEntryRow[],
): Promise<Map<string, TWarmPath>> {
  const advisors = await db
    .selectFrom('advisor_interests as ai')
    .innerJoin('profiles as p', 'p.id', 'ai.advisor_id')
    .select(['p.id', 'p.full_name', 'ai.interest_level'])
    .where('ai.idea_id', '=', ideaId)
    .orderBy('ai.created_at')
    .execute();
  const committed = rows.filter((r) => r.stage === 'committed' && r.investor_id);
  const investorIds = rows.filter((r) => r.investor_id).map((r) => r.investor_id!);
  const pairs =
    committed.length && investorIds.length
      ? await db
          .selectFrom('round_investors as a')
          .innerJoin('round_investors as b', 'b.round_id', 'a.round_id')
          .select([
            'a.investor_id as investor',
            'b.investor_id as partner',
            (eb) => eb.fn.countAll<number>().as('deals'),
          ])
          .where('a.investor_id', 'in', investorIds)
          .where(
            'b.investor_id',
            'in',
            committed.map((c) => c.investor_id!),
          )
          .whereRef('a.investor_id', '!=', 'b.investor_id')
          .groupBy(['a.investor_id', 'b.investor_id'])
          .execute()
      : [];
  const nameOf = new Map(committed.map((c) => [c.investor_id!, c.name]));
  const out = new Map<string, TWarmPath>();
  for (const r of rows) {
    const co = pairs
      .filter((p) => p.investor === r.investor_id)
      .map((p) => ({
        investor_id: p.partner,
        name: nameOf.get(p.partner) ?? p.partner,
        deals: Number(p.deals),
      }))
      .sort((a, b) => b.deals - a.deals);
    out.set(r.id, { advisors: advisors.map((a) => ({ ...a })), coInvestors: co });
  }
  return out;
}

export async function getPipeline(db: Db, ideaId: string): Promise<TPipeline> {
  const [round, rows] = await Promise.all([
    db.selectFrom('pipeline_rounds').selectAll().where('idea_id', '=', ideaId).executeTakeFirst(),
    entryRows(db, ideaId),
  ]);
  const warm = await warmPaths(db, ideaId, rows);
  const entries = rows
    .map((r) => toEntry(r, warm.get(r.id)!))
    .sort(
      (a, b) =>
        PIPELINE_STAGES.indexOf(a.stage) - PIPELINE_STAGES.indexOf(b.stage) || a.position - b.position,
    );
  return {
    round: round
      ? {
          id: round.id,
          target_amount: round.target_amount,
          stage: round.stage as TRoundInput['stage'],
          close_date: round.close_date,
        }
      : null,
    entries,
    totals: pipelineTotals(entries, round?.target_amount ?? null),
  };
}

export async function saveRound(db: Db, ideaId: string, input: TRoundInput): Promise<void> {
  await db
    .insertInto('pipeline_rounds')
    .values({ idea_id: ideaId, ...input })
    .onConflict((oc) =>
      oc.column('idea_id').doUpdateSet({
        target_amount: input.target_amount,
        stage: input.stage,
        close_date: input.close_date,
        updated_at: new Date(),
      }),
    )
    .execute();
}

async function addEvent(
  db: Db,
  entryId: string,
  kind: TTimelineEvent['kind'],
  text: string,
  data: unknown = {},
) {
  await db
    .insertInto('pipeline_events')
    .values({ entry_id: entryId, kind, text, data: JSON.stringify(data) })
    .execute();
}

/** The intro the idea's analysis drafted for this investor, if any. */
async function analysisIntro(db: Db, ideaId: string, investorId: string) {
  const idea = await db
    .selectFrom('ideas')
    .select('recommendations')
    .where('id', '=', ideaId)
    .executeTakeFirst();
  const intros = (
    idea?.recommendations as { intros?: { recipient: string; subject: string; body: string }[] } | null
  )?.intros;
  return intros?.find((i) => i.recipient === investorId) ?? null;
}

export async function addEntry(db: Db, ideaId: string, input: TNewEntry): Promise<TPipelineEntry> {
  let name = input.name ?? '';
  let firm = input.firm ?? null;
  let intro: { subject: string; body: string } | null = null;
  if (input.investor_id) {
    const investor = await db
      .selectFrom('investors')
      .select(['id', 'name'])
      .where('id', '=', input.investor_id)
      .executeTakeFirst();
    if (!investor) throw new AppError('not_found', 'Investor not found', 'investor_id');
    name = investor.name;
    firm = null;
    intro = await analysisIntro(db, ideaId, investor.id);
  }
  const position = await db
    .selectFrom('pipeline_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('idea_id', '=', ideaId)
    .where('stage', '=', input.stage)
    .executeTakeFirstOrThrow();
  try {
    const row = await db
      .insertInto('pipeline_entries')
      .values({
        idea_id: ideaId,
        investor_id: input.investor_id ?? null,
        name,
        firm,
        email: input.email ?? null,
        stage: input.stage,
        position: Number(position.n),
        expected_amount: input.expected_amount ?? null,
        intro_subject: intro?.subject ?? null,
        intro_body: intro?.body ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const from = {
      matches: "from the idea's matches",
      investors: 'from the investor database',
      manual: 'by hand',
      import: 'from a CSV import',
      interest: 'from their interest on Roundwise',
    }[input.source];
    await addEvent(db, row.id, 'added', `Added ${from} to ${PIPELINE_STAGE_LABELS[input.stage]}`, {
      source: input.source,
    });
    return (await getEntry(db, ideaId, row.id))!;
  } catch (err) {
    if ((err as { code?: string }).code === UNIQUE_VIOLATION)
      throw new AppError(
        'conflict',
        `${name} is already in this round's pipeline`,
        input.investor_id ? 'investor_id' : 'name',
      );
    throw err;
  }
}

export async function getEntry(db: Db, ideaId: string, entryId: string): Promise<TPipelineEntry | null> {
  const rows = await entryRows(db, ideaId, entryId);
  if (!rows[0]) return null;
  const all = await entryRows(db, ideaId);
  const warm = await warmPaths(db, ideaId, all);
  return toEntry(rows[0], warm.get(rows[0].id)!);
}

/**
 * Applies changes to an entry, each noted on its timeline. A stage change (a card moved) places the card at
 * `position` in its new column (the end when not given) and renumbers both columns, in one transaction.
 */
export async function updateEntry(
  db: Db,
  ideaId: string,
  entryId: string,
  changes: TEntryChanges,
): Promise<TPipelineEntry> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('pipeline_entries')
      .selectAll()
      .where('id', '=', entryId)
      .where('idea_id', '=', ideaId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('not_found', 'This investor is not in the pipeline');
    const stage = changes.stage ?? current.stage;
    if (
      stage === 'passed' &&
      changes.stage === 'passed' &&
      current.stage !== 'passed' &&
      !changes.pass_reason &&
      !current.pass_reason
    )
      throw new AppError('bad_request', 'Say why they passed', 'pass_reason');
    const { position, ...fields } = changes;
    await trx
      .updateTable('pipeline_entries')
      .set({ ...fields, updated_at: new Date() })
      .where('id', '=', entryId)
      .execute();
    if (changes.stage !== undefined || position !== undefined) {
      const column = await trx
        .selectFrom('pipeline_entries')
        .select('id')
        .where('idea_id', '=', ideaId)
        .where('stage', '=', stage)
        .where('id', '!=', entryId)
        .orderBy('position')
        .orderBy('created_at')
        .execute();
      const ids = column.map((c) => c.id);
      ids.splice(Math.min(position ?? ids.length, ids.length), 0, entryId);
      for (const [i, id] of ids.entries())
        await trx.updateTable('pipeline_entries').set({ position: i }).where('id', '=', id).execute();
      if (current.stage !== stage) {
        const left = await trx
          .selectFrom('pipeline_entries')
          .select('id')
          .where('idea_id', '=', ideaId)
          .where('stage', '=', current.stage)
          .orderBy('position')
          .orderBy('created_at')
          .execute();
        for (const [i, { id }] of left.entries())
          await trx.updateTable('pipeline_entries').set({ position: i }).where('id', '=', id).execute();
      }
    }
    const note = (kind: TTimelineEvent['kind'], text: string, data: unknown) =>
      addEvent(trx as unknown as Db, entryId, kind, text, data);
    if (current.stage !== stage)
      await note(
        'stage_change',
        `Moved from ${PIPELINE_STAGE_LABELS[current.stage]} to ${PIPELINE_STAGE_LABELS[stage]}${stage === 'passed' && (changes.pass_reason ?? current.pass_reason) ? `: ${changes.pass_reason ?? current.pass_reason}` : ''}`,
        { from: current.stage, to: stage },
      );
    if (changes.expected_amount !== undefined && changes.expected_amount !== current.expected_amount)
      await note(
        'amount_change',
        `Expected ${money(current.expected_amount)} → ${money(changes.expected_amount)}`,
        { field: 'expected_amount', from: current.expected_amount, to: changes.expected_amount },
      );
    if (changes.committed_amount !== undefined && changes.committed_amount !== current.committed_amount)
      await note(
        'amount_change',
        `Committed ${money(current.committed_amount)} → ${money(changes.committed_amount)}`,
        { field: 'committed_amount', from: current.committed_amount, to: changes.committed_amount },
      );
    if (changes.next_follow_up !== undefined && changes.next_follow_up !== current.next_follow_up)
      await note(
        'follow_up',
        changes.next_follow_up ? `Follow up on ${changes.next_follow_up}` : 'Follow-up cleared',
        { to: changes.next_follow_up },
      );
    if (
      (changes.intro_subject !== undefined && changes.intro_subject !== current.intro_subject) ||
      (changes.intro_body !== undefined && changes.intro_body !== current.intro_body)
    )
      await note('intro_edit', 'Intro e-mail edited', {
        subject: changes.intro_subject ?? current.intro_subject,
        body: changes.intro_body ?? current.intro_body,
      });
  });
  return (await getEntry(db, ideaId, entryId))!;
}

export async function deleteEntry(db: Db, ideaId: string, entryId: string): Promise<void> {
  const res = await db
    .deleteFrom('pipeline_entries')
    .where('id', '=', entryId)
    .where('idea_id', '=', ideaId)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0)
    throw new AppError('not_found', 'This investor is not in the pipeline');
}

export async function addNote(
  db: Db,
  ideaId: string,
  entryId: string,
  text: string,
): Promise<TTimelineEvent> {
  await assertEntry(db, ideaId, entryId);
  const row = await db
    .insertInto('pipeline_events')
    .values({ entry_id: entryId, kind: 'note', text, data: '{}' })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { id: String(row.id), kind: 'note', text: row.text, data: row.data, at: row.at.toISOString() };
}

export async function timeline(db: Db, ideaId: string, entryId: string): Promise<TTimelineEvent[]> {
  await assertEntry(db, ideaId, entryId);
  const rows = await db
    .selectFrom('pipeline_events')
    .selectAll()
    .where('entry_id', '=', entryId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind as TTimelineEvent['kind'],
    text: r.text,
    data: r.data,
    at: r.at.toISOString(),
  }));
}

async function assertEntry(db: Db, ideaId: string, entryId: string) {
  const row = await db
    .selectFrom('pipeline_entries')
    .select('id')
    .where('id', '=', entryId)
    .where('idea_id', '=', ideaId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', 'This investor is not in the pipeline');
}

/** Follow-ups due today or earlier, over all the founder's ideas; `today` is the founder's date (YYYY-MM-DD). */
export async function dueFollowUps(db: Db, userId: string, today: string): Promise<TFollowUp[]> {
  const rows = await db
    .selectFrom('pipeline_entries as e')
    .innerJoin('ideas as i', 'i.id', 'e.idea_id')
    .select(['e.id', 'e.name', 'e.stage', 'e.next_follow_up', 'i.id as idea_id', 'i.title'])
    .where('i.user_id', '=', userId)
    .where('e.next_follow_up', 'is not', null)
    .where(sql<boolean>`e.next_follow_up <= ${today}::date`)
    .where('e.stage', 'not in', ['committed', 'passed'])
    .orderBy('e.next_follow_up')
    .orderBy('e.name')
    .execute();
  return rows.map((r) => ({
    idea_id: r.idea_id,
    idea_title: r.title,
    entry_id: r.id,
    name: r.name,
    stage: r.stage as PipelineStage,
    next_follow_up: r.next_follow_up!,
    overdue: r.next_follow_up! < today,
  }));
}

/**
 * Imports a pipeline CSV (the export's columns): a row whose investor_id or name is already in the pipeline
 * updates it, any other row adds an investor. Every row is checked first; with any error nothing is imported.
 */
export async function importCsv(
  db: Db,
  ideaId: string,
  csv: string,
): Promise<{ added: number; updated: number; errors: { line: number; message: string }[] }> {
  const { rows, errors } = readPipelineCsv(csv);
  if (errors.length) return { added: 0, updated: 0, errors };
  const known = new Set(
    (
      await db
        .selectFrom('investors')
        .select('id')
        .where(
          'id',
          'in',
          rows
            .map((r) => r.investor_id)
            .filter(Boolean)
            .concat(['']),
        )
        .execute()
    ).map((r) => r.id),
  );
  const unknown = rows.findIndex((r) => r.investor_id && !known.has(r.investor_id));
  if (unknown >= 0)
    return {
      added: 0,
      updated: 0,
      errors: [
        {
          line: unknown + 2,
          message: `investor_id ${rows[unknown]!.investor_id} is not in the investor database`,
        },
      ],
    };
  let added = 0;
  let updated = 0;
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('pipeline_entries')
      .selectAll()
      .where('idea_id', '=', ideaId)
      .execute();
    const investorNames = new Map(
      (
        await trx
          .selectFrom('investors')
          .select(['id', 'name'])
          .where('id', 'in', [...known, ''])
          .execute()
      ).map((r) => [r.id, r.name]),
    );
    const fresh: Insertable<PipelineEntryTable>[] = [];
    for (const row of rows) {
      const match = existing.find((e) =>
        row.investor_id
          ? e.investor_id === row.investor_id
          : !e.investor_id && e.name.toLowerCase() === row.name.toLowerCase(),
      );
      const fields = {
        stage: row.stage,
        expected_amount: row.expected_amount,
        committed_amount: row.committed_amount,
        next_follow_up: row.next_follow_up || null,
        pass_reason: row.pass_reason || null,
        email: row.email || null,
        firm: row.investor_id ? null : row.firm || null,
      };
      if (match) {
        await trx
          .updateTable('pipeline_entries')
          .set({ ...fields, updated_at: new Date() })
          .where('id', '=', match.id)
          .execute();
        if (match.stage !== row.stage)
          await addEvent(
            trx as unknown as Db,
            match.id,
            'stage_change',
            `Moved from ${PIPELINE_STAGE_LABELS[match.stage]} to ${PIPELINE_STAGE_LABELS[row.stage]} (CSV import)`,
            { from: match.stage, to: row.stage },
          );
        updated++;
      } else {
        // The same investor twice in the file: the later row wins.
        const twin = fresh.findIndex((f) =>
          row.investor_id
            ? f.investor_id === row.investor_id
            : !f.investor_id && f.name.toLowerCase() === row.name.toLowerCase(),
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
    // New investors in batches (a large import is one transaction of a few statements, not thousands).
    for (let i = 0; i < fresh.length; i += 500) {
      const inserted = await trx
        .insertInto('pipeline_entries')
        .values(fresh.slice(i, i + 500))
        .returning(['id', 'stage'])
        .execute();
      await trx
        .insertInto('pipeline_events')
        .values(
          inserted.map((e) => ({
            entry_id: e.id,
            kind: 'added',
            text: `Added from a CSV import to ${PIPELINE_STAGE_LABELS[e.stage]}`,
            data: JSON.stringify({ source: 'import' }),
          })),
        )
        .execute();
      added += inserted.length;
    }
  });
  return { added, updated, errors: [] };
}
