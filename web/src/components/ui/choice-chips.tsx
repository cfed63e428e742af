import { cn } from '@web/lib/cn';
import { labelOf } from '@web/lib/labels';
import { Check } from 'lucide-react';
import { Label } from './label';

/** A set of toggle chips for choosing values from a fixed vocabulary (several, or exactly one). */
export function ChoiceChips<T extends string>({
  options,
  value,
  onChange,
  multiple = true,
  label,
  format = labelOf,
  id,
  error,
}: {
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  multiple?: boolean;
  label: string;
  /** How each option reads; the vocabulary's label by default. */
  format?: (option: T) => string;
  id?: string;
  /** Why the choice is refused: shown under the chips and read with them. */
  error?: string;
}) {
  function toggle(option: T) {
    const on = value.includes(option);
    if (multiple) onChange(on ? value.filter((v) => v !== option) : [...value, option]);
    else onChange(on ? [] : [option]);
  }
  return (
    <fieldset
      id={id}
      aria-label={label}
      aria-describedby={error && id ? `${id}-error` : undefined}
      className="flex flex-wrap gap-2"
    >
      {options.map((option) => {
        const on = value.includes(option);
        return (
          <button
            key={option}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(option)}
            className={cn(
              'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              on
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-card hover:border-primary/50 hover:bg-secondary',
            )}
          >
            {on ? <Check className="size-3.5" /> : null}
            {format(option)}
          </button>
        );
      })}
    </fieldset>
  );
}

/** Chips under a visible label with the same name, marked "(optional)" when nothing need be chosen. */
export function ChoiceChipsField<T extends string>({
  optional = false,
  ...chips
}: Parameters<typeof ChoiceChips<T>>[0] & { optional?: boolean }) {
  return (
    <div className="grid gap-3">
      <Label>
        {chips.label}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </Label>
      <ChoiceChips {...chips} />
      {chips.error ? (
        <p id={chips.id ? `${chips.id}-error` : undefined} className="text-xs font-medium text-destructive">
          {chips.error}
        </p>
      ) : null}
    </div>
  );
}
