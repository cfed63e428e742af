import type { TLocationReading } from '@core/contracts/investors';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { labelOf } from '@web/lib/labels';
import { ChevronDown, MapPin, RotateCcw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { CheckSizeFilter } from './check-size-filter';
import { COMMON_FOCUS, FOCUS_OPTIONS, type InvestorFilters, STAGE_OPTIONS } from './search-params';
import { useDraft } from './use-draft';

const stageLabel = (stage: string) => (stage === 'series-c+' ? 'Series C+' : labelOf(stage));

type Props = {
  filters: InvestorFilters;
  onChange: (patch: Partial<InvestorFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  canClear: boolean;
  /** How the server read the location filter, once it answered. */
  location: TLocationReading | null;
};

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t pt-4 first:border-t-0 first:pt-0">
      <h3 id={id} className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function CheckList({
  name,
  options,
  all = options,
  value,
  label,
  onChange,
}: {
  name: string;
  options: readonly string[];
  /** Every option the value may hold, when `options` shows only some of them. */
  all?: readonly string[];
  value: readonly string[];
  label: (option: string) => string;
  onChange: (next: string[]) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-x-2 gap-y-2.5 sm:grid-cols-3 lg:grid-cols-2">
      {options.map((option) => {
        const id = `${name}-${option}`;
        const on = value.includes(option);
        return (
          <li key={option} className="flex items-center gap-2">
            <Checkbox
              id={id}
              checked={on}
              onCheckedChange={(checked) =>
                onChange(all.filter((o) => (o === option ? checked === true : value.includes(o))))
              }
            />
            <label htmlFor={id} className="cursor-pointer text-sm leading-none whitespace-nowrap select-none">
              {label(option)}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** Stage, focus, check size and location: a sidebar on wide screens, a collapsible panel on narrow ones. */
export function FilterPanel({ filters, onChange, onClear, canClear, location: reading }: Props) {
  const [location, setLocation] = useDraft({
    value: filters.location,
    toDraft: (value) => value,
    accept: (draft) => draft.trim(),
    onCommit: (_draft, value) => onChange({ location: value }, { replace: true }),
    delay: 400,
  });

  return (
    <div className="grid gap-5 rounded-lg border bg-card p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">Filters</h2>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 h-7 px-2 text-muted-foreground"
          onClick={onClear}
          disabled={!canClear}
        >
          <RotateCcw aria-hidden="true" />
          Clear filters
        </Button>
      </div>

      <Section title="Stage" id="filter-stage">
        <CheckList
          name="stage"
          options={STAGE_OPTIONS}
          value={filters.stages}
          label={stageLabel}
          onChange={(stages) => onChange({ stages })}
        />
      </Section>

      <Section title="Focus area" id="filter-focus">
        <FocusFilter value={filters.focus} onChange={(focus) => onChange({ focus })} />
      </Section>

      <Section title="Check size" id="filter-check">
        <CheckSizeFilter
          min={filters.checkMin}
          max={filters.checkMax}
          onChange={(checkMin, checkMax) => onChange({ checkMin, checkMax }, { replace: true })}
        />
      </Section>

      <Section title="Location" id="filter-location">
        <div className="relative">
          <MapPin
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            aria-label="Location"
            placeholder="City, state or country"
            value={location}
            maxLength={100}
            onChange={(event) => setLocation(event.target.value)}
            className="pl-9"
          />
        </div>
        <LocationReading reading={reading} />
      </Section>
    </div>
  );
}

/** The spec's focus areas, and every other sector the data holds behind a "More sectors" button. */
function FocusFilter({ value, onChange }: { value: readonly string[]; onChange: (next: string[]) => void }) {
  const rest = FOCUS_OPTIONS.filter((f) => !(COMMON_FOCUS as readonly string[]).includes(f));
  // Open when a chosen sector is among the rest, so that what is on always shows.
  const [open, setOpen] = useState(() => value.some((v) => rest.includes(v)));
  return (
    <div className="grid gap-3">
      <CheckList
        name="focus"
        options={open ? FOCUS_OPTIONS : COMMON_FOCUS}
        all={FOCUS_OPTIONS}
        value={value}
        label={labelOf}
        onChange={onChange}
      />
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2 h-7 w-fit px-2 text-muted-foreground"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronDown
          aria-hidden="true"
          className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
        />
        {open ? 'Fewer sectors' : `${rest.length} more sectors`}
      </Button>
    </div>
  );
}

/** What the location box was read as ("São Paulo, BR"), and what could not be read, under the box. */
function LocationReading({ reading }: { reading: TLocationReading | null }) {
  if (!reading) return null;
  const read = reading.reading?.split(' → ')[1]?.replace(' (spelling corrected)', '');
  return (
    <p className="mt-2 text-xs text-muted-foreground" aria-live="polite">
      {read ? (
        <>Showing investors in {read}</>
      ) : (
        <>Could not read "{reading.input}" as a place; searching city names</>
      )}
      {reading.reading?.endsWith('(spelling corrected)') ? ' (spelling corrected)' : ''}
      {reading.alternatives.length
        ? `. Also: ${reading.alternatives.join(', ')}: add the country to choose`
        : ''}
    </p>
  );
}
