import {
  PIPELINE_STAGE_LABELS,
  type TEntryChanges,
  type TTimelineEvent,
} from '../../core/contracts/pipeline';
import type { PipelineEntryRow } from './pipeline.table';

export type EntryChangeEvent = { kind: TTimelineEvent['kind']; text: string; data: unknown };

const money = (n: number | null) => (n === null ? '—' : `$${n.toLocaleString('en-US')}`);

/** The timeline lines a change to an entry writes: one for each of stage, amounts, follow-up and intro that moved. */
export function entryChangeEvents(current: PipelineEntryRow, changes: TEntryChanges): EntryChangeEvent[] {
  const events: EntryChangeEvent[] = [];
  const stage = changes.stage ?? current.stage;
  if (current.stage !== stage) {
    const reason = changes.pass_reason ?? current.pass_reason;
    events.push({
      kind: 'stage_change',
      text: `Moved from ${PIPELINE_STAGE_LABELS[current.stage]} to ${PIPELINE_STAGE_LABELS[stage]}${stage === 'passed' && reason ? `: ${reason}` : ''}`,
      data: { from: current.stage, to: stage },
    });
  }
  for (const [field, label] of [
    ['expected_amount', 'Expected'],
    ['committed_amount', 'Committed'],
  ] as const) {
    const to = changes[field];
    if (to !== undefined && to !== current[field])
      events.push({
        kind: 'amount_change',
        text: `${label} ${money(current[field])} → ${money(to)}`,
        data: { field, from: current[field], to },
      });
  }
  if (changes.next_follow_up !== undefined && changes.next_follow_up !== current.next_follow_up)
    events.push({
      kind: 'follow_up',
      text: changes.next_follow_up ? `Follow up on ${changes.next_follow_up}` : 'Follow-up cleared',
      data: { to: changes.next_follow_up },
    });
  if (
    (changes.intro_subject !== undefined && changes.intro_subject !== current.intro_subject) ||
    (changes.intro_body !== undefined && changes.intro_body !== current.intro_body)
  )
    events.push({
      kind: 'intro_edit',
      text: 'Intro e-mail edited',
      data: {
        subject: changes.intro_subject ?? current.intro_subject,
        body: changes.intro_body ?? current.intro_body,
      },
    });
  return events;
}
