import { describe, expect, it } from 'vitest';
import { entryChangeEvents } from './entry-change-events';
import type { PipelineEntryRow } from './pipeline.table';

const current: PipelineEntryRow = {
  id: 'e1',
  idea_id: 'i1',
  investor_id: null,
  name: 'Ada',
  firm: null,
  email: null,
  stage: 'meeting',
  position: 0,
  pass_reason: null,
  expected_amount: 100_000,
  committed_amount: null,
  next_follow_up: '2026-09-01',
  intro_subject: 'Hello',
  intro_body: 'Body',
  warm_contact_id: null,
  created_at: new Date(0),
  updated_at: new Date(0),
};

describe('entry change events', () => {
  it('writes one line per field that moved, in the timeline order, and none for what stayed', () => {
    const events = entryChangeEvents(current, {
      stage: 'passed',
      pass_reason: 'Too early',
      expected_amount: 100_000,
      committed_amount: 25_000,
      next_follow_up: null,
      intro_body: 'New body',
    });
    expect(events).toEqual([
      {
        kind: 'stage_change',
        text: 'Moved from Meeting to Passed: Too early',
        data: { from: 'meeting', to: 'passed' },
      },
      {
        kind: 'amount_change',
        text: 'Committed — → $25,000',
        data: { field: 'committed_amount', from: null, to: 25_000 },
      },
      { kind: 'follow_up', text: 'Follow-up cleared', data: { to: null } },
      { kind: 'intro_edit', text: 'Intro e-mail edited', data: { subject: 'Hello', body: 'New body' } },
    ]);
  });

  it('writes nothing when nothing changed', () => {
    expect(entryChangeEvents(current, { stage: 'meeting', intro_subject: 'Hello' })).toEqual([]);
  });
});
