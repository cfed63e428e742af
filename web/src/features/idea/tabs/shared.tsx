import { EmptyState } from '@web/components/layout/page';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { labelOf } from '@web/lib/labels';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { matchLabel, matchTone } from '../rank-investors';

/** A vocabulary tag through the one label table ('ai-ml' → 'AI / ML'); words that are not a key stay as written. */
export function tagLabel(raw: string): string {
  const value = raw.trim().toLowerCase();
  return /^[a-z0-9+_-]+$/.test(value) ? labelOf(value) : raw.trim();
}

/** The percent match in the spec's colours (§4). */
export function MatchBadge({ similarity }: { similarity: number }) {
  return (
    <Badge variant={matchTone(similarity)} className="shrink-0 tabular-nums" data-testid="match-badge">
      {matchLabel(similarity)}
    </Badge>
  );
}

/** Each tab before analysis: 'Ready to analyze' with an Analyze call to action for the owner. */
export function ReadyToAnalyze({
  what,
  onAnalyze,
  busy,
}: {
  what: string;
  onAnalyze?: () => void;
  busy: boolean;
}) {
  return (
    <EmptyState icon={<Sparkles className="size-6" />} title="Ready to analyze">
      <p>Run an analysis to see {what} for this idea.</p>
      {onAnalyze ? (
        <Button className="mt-4" onClick={onAnalyze} disabled={busy}>
          <Sparkles /> {busy ? 'Analyzing…' : 'Analyze'}
        </Button>
      ) : null}
    </EmptyState>
  );
}

/** A labelled block of text or a bullet list; renders nothing when empty. */
export function Field({ label, value }: { label: string; value: ReactNode | string[] }) {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return null;
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</h4>
      {Array.isArray(value) ? (
        <ul className="mt-1.5 grid gap-1 text-sm">
          {value.map((item) => (
            <li key={String(item)} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary/60" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-1 text-sm leading-relaxed">{value}</div>
      )}
    </div>
  );
}
