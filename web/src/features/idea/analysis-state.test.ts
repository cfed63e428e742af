import { describe, expect, it } from 'vitest';
import { type AnalysisAction, analysisReducer, doneCount, initialAnalysis, isBusy } from './analysis-state';

const run = (...actions: AnalysisAction[]) => actions.reduce(analysisReducer, initialAnalysis);
const ev = (type: string, activity: string | null = null): AnalysisAction => ({
  type: 'run-event',
  event: { type, activity },
});

describe('analysisReducer', () => {
  it('starts, then runs once the server answers with a run id', () => {
    const starting = run({ type: 'start' });
    expect(starting.status).toBe('starting');
    expect(isBusy(starting)).toBe(true);
    const running = analysisReducer(starting, { type: 'started', runId: 'r1' });
    expect(running).toMatchObject({ status: 'running', runId: 'r1' });
  });

  it('marks scheduled activities running and completed ones done', () => {
    const s = run(
      { type: 'start' },
      { type: 'started', runId: 'r1' },
      ev('WorkflowExecutionStarted'),
      ev('ActivityTaskScheduled', 'loadIdea'),
      ev('ActivityTaskCompleted', 'loadIdea'),
      ev('ActivityTaskScheduled', 'matchInvestors'),
      ev('ActivityTaskScheduled', 'findDesignPartners'),
      ev('ActivityTaskCompleted', 'matchInvestors'),
    );
    expect(s.steps).toMatchObject({
      loadIdea: 'done',
      matchInvestors: 'done',
      findDesignPartners: 'running',
      writeStrategy: 'pending',
    });
    expect(doneCount(s)).toBe(2);
  });

  it('does not move a done step back to running when an event repeats, and ignores unknown activities', () => {
    const s = run(
      { type: 'start' },
      { type: 'started', runId: 'r1' },
      ev('ActivityTaskCompleted', 'loadIdea'),
      ev('ActivityTaskScheduled', 'loadIdea'),
      ev('ActivityTaskScheduled', 'somethingElse'),
    );
    expect(s.steps.loadIdea).toBe('done');
    expect(Object.keys(s.steps)).toHaveLength(6);
  });

  it('completes with every step done', () => {
    const s = run({ type: 'start' }, { type: 'started', runId: 'r1' }, ev('WorkflowExecutionCompleted'));
    expect(s.status).toBe('completed');
    expect(doneCount(s)).toBe(6);
    expect(isBusy(s)).toBe(false);
  });

  it('fails on a failed workflow, marking the failed activity and the running ones', () => {
    const s = run(
      { type: 'start' },
      { type: 'started', runId: 'r1' },
      ev('ActivityTaskScheduled', 'writeStrategy'),
      ev('ActivityTaskScheduled', 'draftIntros'),
      ev('ActivityTaskFailed', 'writeStrategy'),
      ev('WorkflowExecutionFailed'),
    );
    expect(s.status).toBe('failed');
    expect(s.steps.writeStrategy).toBe('failed');
    expect(s.steps.draftIntros).toBe('failed');
    expect(s.steps.loadIdea).toBe('pending');
  });

  it('fails from starting (409 or network error) and ignores a late fail once finished', () => {
    expect(run({ type: 'start' }, { type: 'fail' }).status).toBe('failed');
    const done = run({ type: 'start' }, { type: 'started', runId: 'r' }, ev('WorkflowExecutionCompleted'));
    expect(analysisReducer(done, { type: 'fail' }).status).toBe('completed');
  });

  it('ignores events when not running, a second start while busy, and restarts cleanly after a failure', () => {
    expect(analysisReducer(initialAnalysis, ev('WorkflowExecutionCompleted'))).toBe(initialAnalysis);
    const starting = run({ type: 'start' });
    expect(analysisReducer(starting, { type: 'start' })).toBe(starting);
    const again = run({ type: 'start' }, { type: 'fail' }, { type: 'start' });
    expect(again.status).toBe('starting');
    expect(doneCount(again)).toBe(0);
    expect(run({ type: 'start' }, { type: 'reset' })).toEqual(initialAnalysis);
  });
});

describe('resuming a run found on opening the page', () => {
  it('follows it from idle, with every step pending until its events replay', () => {
    const s = analysisReducer(initialAnalysis, { type: 'resume', runId: 'r9' });
    expect(s).toMatchObject({ status: 'running', runId: 'r9' });
    expect(Object.values(s.steps).every((st) => st === 'pending')).toBe(true);
    const replayed = analysisReducer(s, {
      type: 'run-event',
      event: { type: 'ActivityTaskCompleted', activity: 'loadIdea' },
    });
    expect(replayed.steps.loadIdea).toBe('done');
  });

  it('is ignored while this page runs its own analysis', () => {
    const mine = analysisReducer(analysisReducer(initialAnalysis, { type: 'start' }), {
      type: 'started',
      runId: 'r1',
    });
    expect(analysisReducer(mine, { type: 'resume', runId: 'r2' })).toBe(mine);
  });
});
