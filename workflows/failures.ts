import { ApplicationFailure } from '@temporalio/common';

// Failures that retrying cannot fix, marked as Temporal marks them (ApplicationFailure with nonRetryable), so Temporal
// fails the activity at its first attempt; the local engine honours the same flag. Safe in workflow code too.

/** The subject of the run is gone (an idea deleted, an unknown investor): "Idea x not found" is not retried. */
export function notFound(message: string): ApplicationFailure {
  return ApplicationFailure.create({ message, type: 'NotFound', nonRetryable: true });
}

/** The run's input cannot be used as it is; the same input fails again. */
export function invalidInput(message: string): ApplicationFailure {
  return ApplicationFailure.create({ message, type: 'InvalidInput', nonRetryable: true });
}

/** Whether an error says that retrying cannot help (Temporal's flag, as the local engine reads it too). */
export function isNonRetryable(err: unknown): boolean {
  return (err as { nonRetryable?: unknown } | null)?.nonRetryable === true;
}
