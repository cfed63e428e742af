import type { ReactNode } from 'react';
import { Label } from './label';

/** A labelled form control with its validation message, wired for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {/* The hint stays beside an error: a character count is what a "too long" message needs. */}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What an invalid control carries: aria-invalid, and its message (Field's) as its description. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

/**
 * Moves focus to the first invalid field of a form, in the form's order: `ids` maps each field's name to its
 * control's id (a group of chips: its fieldset, whose first chip takes focus).
 */
export function focusFirstInvalid(errors: Record<string, string>, ids: Record<string, string>): void {
  const first = Object.keys(ids).find((field) => errors[field]);
  const el = first ? document.getElementById(ids[first]!) : null;
  const target = el?.matches('fieldset') ? el.querySelector<HTMLElement>('button, input') : el;
  target?.focus();
}
