import { cn } from '@web/lib/cn';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from './button';
import { Input } from './input';

/**
 * A list of values typed one at a time (Enter or Add), shown as removable chips. `read` turns what was typed into
 * the value to keep, or an error to show under the input.
 */
export function TagInput({
  id,
  values,
  onChange,
  read = (text) => ({ value: text.trim() }),
  format = (v) => v,
  placeholder,
  suggestions,
  label,
}: {
  id: string;
  values: string[];
  onChange: (next: string[]) => void;
  read?: (text: string) => { value: string } | { error: string };
  format?: (value: string) => string;
  placeholder?: string;
  /** Offered while typing (a datalist). */
  suggestions?: readonly string[];
  label: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listId = useId();
  function add() {
    if (!text.trim()) return;
    const result = read(text);
    if ('error' in result) return setError(result.error);
    if (!values.includes(result.value)) onChange([...values, result.value]);
    setText('');
    setError(null);
  }
  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          placeholder={placeholder}
          list={suggestions ? listId : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} aria-label={`Add ${label.toLowerCase()}`}>
          <Plus /> Add
        </Button>
      </div>
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {values.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {values.map((v) => (
            <li
              key={v}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pl-3 pr-1 text-sm',
              )}
            >
              {format(v)}
              <button
                type="button"
                onClick={() => onChange(values.filter((x) => x !== v))}
                className="cursor-pointer rounded-full p-1 text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove ${format(v)}`}
              >
                <X className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
