// The analysis run as a pure state machine: idle → starting → running → completed | failed.
// `run-event` actions carry the Server-Sent Events of GET /api/runs/:id/events.

export const STEPS = [
  { id: 'loadIdea', label: 'Load idea' },
  { id: 'matchInvestors', label: 'Match investors' },
  { id: 'findDesignPartners', label: 'Find design partners' },
  { id: 'writeStrategy', label: 'Write strategy' },
  { id: 'draftIntros', label: 'Draft intros' },
  { id: 'saveRecommendations', label: 'Save' },
] as const;

type StepId = (typeof STEPS)[number]['id'];
export type StepStatus = 'pending' | 'running' | 'done' | 'failed';
type AnalysisStatus = 'idle' | 'starting' | 'running' | 'completed' | 'failed';

export type AnalysisState = {
  status: AnalysisStatus;
  runId: string | null;
  steps: Record<StepId, StepStatus>;
};

export type RunEvent = { type: string; activity?: string | null };

export type AnalysisAction =
  | { type: 'start' }
  | { type: 'started'; runId: string }
  /** The page found this idea's analysis already running (it was reopened, or started in another tab). */
  | { type: 'resume'; runId: string }
  | { type: 'run-event'; event: RunEvent }
  | { type: 'fail' }
  | { type: 'reset' };

const pendingSteps = (): Record<StepId, StepStatus> =>
  Object.fromEntries(STEPS.map((s) => [s.id, 'pending'])) as Record<StepId, StepStatus>;

export const initialAnalysis: AnalysisState = { status: 'idle', runId: null, steps: pendingSteps() };

const isStep = (id: unknown): id is StepId => STEPS.some((s) => s.id === id);

export function isBusy(state: AnalysisState): boolean {
  return state.status === 'starting' || state.status === 'running';
}

function setStep(state: AnalysisState, id: unknown, status: StepStatus): AnalysisState {
  if (!isStep(id)) return state;
  // A finished step never goes back to running (events may arrive twice after a reconnect).
  if (status === 'running' && state.steps[id] !== 'pending') return state;
  return { ...state, steps: { ...state.steps, [id]: status } };
}

function failRunning(steps: Record<StepId, StepStatus>): Record<StepId, StepStatus> {
  const next = { ...steps };
  for (const s of STEPS) if (next[s.id] === 'running') next[s.id] = 'failed';
  return next;
}

export function analysisReducer(state: AnalysisState, action: AnalysisAction): AnalysisState {
  switch (action.type) {
    case 'start':
      return isBusy(state) ? state : { status: 'starting', runId: null, steps: pendingSteps() };
    case 'started':
      return state.status === 'starting' ? { ...state, status: 'running', runId: action.runId } : state;
    case 'resume':
      return state.status === 'idle'
        ? { status: 'running', runId: action.runId, steps: pendingSteps() }
        : state;
    case 'fail':
      return isBusy(state) ? { ...state, status: 'failed', steps: failRunning(state.steps) } : state;
    case 'reset':
      return initialAnalysis;
    case 'run-event': {
      if (state.status !== 'running') return state;
      const { type, activity } = action.event;
      switch (type) {
        case 'ActivityTaskScheduled':
          return setStep(state, activity, 'running');
        case 'ActivityTaskCompleted':
          return setStep(state, activity, 'done');
        case 'ActivityTaskFailed':
          return setStep(state, activity, 'failed');
        case 'WorkflowExecutionCompleted': {
          const steps = { ...state.steps };
          for (const s of STEPS) steps[s.id] = 'done';
          return { ...state, status: 'completed', steps };
        }
        case 'WorkflowExecutionFailed':
          return { ...state, status: 'failed', steps: failRunning(state.steps) };
        default:
          return state;
      }
    }
  }
}

/** How many steps are done, for the progress bar. */
export function doneCount(state: AnalysisState): number {
  return STEPS.filter((s) => state.steps[s.id] === 'done').length;
}
