import { Button } from '@web/components/ui/button';
import { useState } from 'react';
import { prettyJson } from './format';
import { JsonBlock } from './parts';

/** The first lines of a value as JSON, and all of it on request: node state can run to hundreds of lines. */
export function ExpandableJson({
  value,
  label,
  lines = 14,
}: {
  value: unknown;
  label: string;
  lines?: number;
}) {
  const [open, setOpen] = useState(false);
  if (value === undefined || value === null)
    return <p className="text-xs text-muted-foreground">Nothing recorded.</p>;
  // Text (a prompt, a page) reads as itself, not as a JSON string full of \n and \".
  const text = typeof value === 'string' ? value : prettyJson(value);
  const all = text.split('\n');
  const long = all.length > lines;
  return (
    <div className="grid gap-1.5">
      <JsonBlock
        value={open || !long ? text : `${all.slice(0, lines).join('\n')}\n…`}
        aria-label={label}
        className={open ? 'max-h-[32rem]' : 'max-h-none overflow-hidden'}
      />
      {long ? (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setOpen(!open)}>
          {open ? 'Show less' : `Show all ${all.length} lines`}
        </Button>
      ) : null}
    </div>
  );
}
