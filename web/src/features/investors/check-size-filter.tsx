import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { validateCheckRange } from './search-params';
import { useDraft } from './use-draft';

type Draft = { min: string; max: string };

const serialise = (min: number | null, max: number | null) => `${min ?? ''}-${max ?? ''}`;

function Bound({
  id,
  label,
  value,
  invalid,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
        <span className="sr-only"> check size, in thousands of dollars</span>
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
          $
        </span>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder={label === 'Min' ? '0' : 'Any'}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'check-size-error' : 'check-size-hint'}
          onChange={(event) => onChange(event.target.value)}
          className={cn('pr-7 pl-6 tabular-nums', invalid && 'focus-visible:ring-destructive')}
        />
        <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground">
          K
        </span>
      </div>
    </div>
  );
}

/** Min and max check size in thousands of dollars, checked as typed and applied once valid. */
export function CheckSizeFilter({
  min,
  max,
  onChange,
}: {
  min: number | null;
  max: number | null;
  onChange: (min: number | null, max: number | null) => void;
}) {
  const [draft, setDraft] = useDraft<Draft>({
    value: serialise(min, max),
    toDraft: (value) => {
      const [lo = '', hi = ''] = value.split('-');
      return { min: lo, max: hi };
    },
    accept: (d) => {
      const range = validateCheckRange(d.min, d.max);
      return range.error ? null : serialise(range.min, range.max);
    },
    onCommit: (d) => {
      const range = validateCheckRange(d.min, d.max);
      onChange(range.min, range.max);
    },
    delay: 400,
  });
  const range = validateCheckRange(draft.min, draft.max);

  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-2 gap-3">
        <Bound
          id="check-min"
          label="Min"
          value={draft.min}
          invalid={range.field === 'min'}
          onChange={(value) => setDraft({ ...draft, min: value })}
        />
        <Bound
          id="check-max"
          label="Max"
          value={draft.max}
          invalid={range.field === 'max'}
          onChange={(value) => setDraft({ ...draft, max: value })}
        />
      </div>
      {range.error ? (
        <p id="check-size-error" role="alert" className="text-xs font-medium text-destructive">
          {range.error}
        </p>
      ) : (
        <p id="check-size-hint" className="text-xs text-muted-foreground">
          In thousands of dollars: 500 = $500K, 2000 = $2M.
        </p>
      )}
    </div>
  );
}
