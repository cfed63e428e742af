import type { JsonValue, WorkflowName, WorkflowTypes } from '../shared';

/** The workflows an engine runs; one it lacks is refused when started ("No workflow X is registered"). */
export type WorkflowRegistry = {
  [W in WorkflowName]?: {
    flow: (
      acts: WorkflowTypes[W]['activities'],
    ) => (input: WorkflowTypes[W]['input']) => Promise<WorkflowTypes[W]['result']>;
    activities: WorkflowTypes[W]['activities'];
  };
};

export type ActivityFn = (arg: JsonValue) => Promise<JsonValue | undefined>;
/** The registry with its types erased, for code that handles any workflow (method syntax keeps it assignable). */
export interface AnyWorkflow {
  flow(acts: unknown): (input: JsonValue) => Promise<JsonValue>;
  activities: object;
}
