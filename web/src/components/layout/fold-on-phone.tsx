import { ChevronDown } from 'lucide-react';
import { type ReactNode, useSyncExternalStore } from 'react';

const WIDE = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is as wide as a laptop's (Tailwind's lg); a phone or a narrow window is not. */
export function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

/**
 * On a phone, what is secondary to a page (forms, a profile) folded under a summary line, so the page's own
 * content comes first; on a wide screen, shown as it is. The caller places it after the main content on a phone
 * (the DOM order is the reading and Tab order, so the order is changed in the DOM, not only in CSS).
 */
export function FoldOnPhone({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="group rounded-lg border bg-card" data-testid="folded-on-phone">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-4 py-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="grid gap-4 border-t p-3">{children}</div>
    </details>
  );
}
