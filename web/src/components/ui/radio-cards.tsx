import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

export interface RadioCard {
  value: string;
  /** What the card shows beside its radio button. */
  children: ReactNode;
}

/**
 * A short list of choices as cards, one of which is picked (a document to share, an idea's pipeline): a fieldset of
 * native radio buttons, so the keyboard and screen readers treat it as one group, the picked card outlined.
 */
export function RadioCards({
  name,
  label,
  cards,
  value,
  onChange,
}: {
  name: string;
  /** The group's accessible name. */
  label: string;
  cards: readonly RadioCard[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="grid max-h-72 gap-2 overflow-y-auto" aria-label={label}>
      {cards.map((card) => (
        <label
          key={card.value}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm transition-colors hover:bg-accent/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            value === card.value && 'border-primary bg-secondary/60',
          )}
        >
          <input
            type="radio"
            name={name}
            value={card.value}
            checked={value === card.value}
            onChange={() => onChange(card.value)}
            className="mt-0.5 accent-[var(--color-primary)]"
          />
          {card.children}
        </label>
      ))}
    </fieldset>
  );
}
