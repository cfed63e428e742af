import { MSG } from '@core/contracts/onboarding';
import type { ZodError } from 'zod';

export interface ToastText {
  title: string;
  description: string;
}

/** The spec's toast (§5) for the first thing wrong with a step-2 form. */
export function toastForOnboardingError(error: ZodError): ToastText {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? '');
  const message = issue?.message ?? MSG.required;
  if (message === MSG.range) return { title: 'Invalid check size range', description: MSG.range };
  if (message === MSG.positiveNumber) {
    return {
      title: field === 'checkSizeMax' ? 'Invalid maximum check size' : 'Invalid minimum check size',
      description: MSG.positiveNumber,
    };
  }
  if (message === MSG.advisorChoice)
    return { title: 'Required fields missing', description: MSG.advisorChoice };
  if (message === MSG.required) return { title: 'Required fields missing', description: MSG.required };
  return { title: 'Error', description: message };
}

/** A check size typed in a form: a whole number of thousands, or NaN when it is not one. */
export function parseCheckSize(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Each field's first message, by the field's name: what the form shows beside each field. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !found[field]) found[field] = issue.message;
  }
  return found;
}
