import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { WORKFLOWS, workflowLabel } from './format';
import { selectClass } from './parts';
import { ENGINES, type RunFilters as Filters, hasFilters, RUN_STATUSES } from './runs-query';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The runs table's filters: workflow, status, engine, the subject by name or id, and when it started. */
export function RunFilterBar({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (c: Partial<Filters>) => void;
}) {
  const [subject, setSubject] = useState(filters.subject);
  useEffect(() => setSubject(filters.subject), [filters.subject]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subject.trim() !== filters.subject) onChange({ subject: subject.trim() });
  };
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Filter runs">
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.6fr)]">
        <select
          aria-label="Workflow"
          value={filters.workflow}
          onChange={(e) => onChange({ workflow: e.target.value })}
          className={selectClass}
        >
          <option value="">All workflows</option>
          {WORKFLOWS.map((w) => (
            <option key={w} value={w}>
              {workflowLabel(w)}
            </option>
          ))}
        </select>
        <select
          aria-label="Status"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value })}
          className={selectClass}
        >
          <option value="">Any status</option>
          {RUN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {capital(s)}
            </option>
          ))}
        </select>
        <select
          aria-label="Engine"
          value={filters.engine}
          onChange={(e) => onChange({ engine: e.target.value })}
          className={selectClass}
        >
          <option value="">Any engine</option>
          {ENGINES.map((s) => (
            <option key={s} value={s}>
              {capital(s)}
            </option>
          ))}
        </select>
        <div className="relative sm:col-span-3 lg:col-span-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            aria-label="Subject"
            placeholder="Idea or investor name, or an id — Enter"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            onBlur={() => subject.trim() !== filters.subject && onChange({ subject: subject.trim() })}
            className="pl-9"
          />
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="runs-from" className="text-xs text-muted-foreground">
            Started from
          </Label>
          <Input
            id="runs-from"
            type="datetime-local"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => onChange({ from: e.target.value })}
            className="w-56"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="runs-to" className="text-xs text-muted-foreground">
            Started before
          </Label>
          <Input
            id="runs-to"
            type="datetime-local"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => onChange({ to: e.target.value })}
            className="w-56"
          />
        </div>
        <div className="flex gap-1">
          {RANGES.map((r) => (
            <Button
              key={r.label}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onChange(lastRange(r.hours))}
            >
              {r.label}
            </Button>
          ))}
        </div>
        <Button
          type="button"
          variant="ghost"
          disabled={!hasFilters(filters)}
          onClick={() => onChange({ workflow: '', status: '', engine: '', subject: '', from: '', to: '' })}
          className="ml-auto"
        >
          <X aria-hidden="true" /> Clear filters
        </Button>
      </div>
    </form>
  );
}

const RANGES = [
  { label: 'Last hour', hours: 1 },
  { label: 'Last 24 h', hours: 24 },
  { label: 'Last 7 days', hours: 24 * 7 },
] as const;

/** A datetime-local value for a time (the browser's zone, to the minute). */
const localInput = (d: Date) =>
  new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const lastRange = (hours: number) => ({ from: localInput(new Date(Date.now() - hours * 3_600_000)), to: '' });
