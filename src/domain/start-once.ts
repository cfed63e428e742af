import {
  RunAlreadyRunningError,
  type RunMeta,
  type WorkflowEngine,
  type WorkflowInput,
  type WorkflowName,
} from '../../workflows/engine/engine';
import { AppError } from './app-error';

/** Starts a run, or answers 409 with `busy` when its subject already has one running (the engine refuses it). */
export async function startOnce<W extends WorkflowName>(
  engine: WorkflowEngine,
  workflow: W,
  input: WorkflowInput<W>,
  meta: RunMeta,
  busy: string,
): Promise<string> {
  try {
    return await engine.start(workflow, input, meta);
  } catch (err) {
    if (err instanceof RunAlreadyRunningError) throw new AppError('conflict', busy);
    throw err;
  }
}
