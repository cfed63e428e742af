import { useEffect, useRef, useState } from 'react';

/**
 * Text typed into a box that mirrors a URL value: the draft is committed `delay` ms after typing stops
 * (when `accept` says it is usable), and replaced when the URL changes from elsewhere (back/forward, a link,
 * "Clear filters"). Our own commits are recognised so they never overwrite what is being typed.
 */
export function useDraft<D>({
  value,
  toDraft,
  accept,
  onCommit,
  delay = 250,
}: {
  /** The committed value, serialised to a string so changes are easy to compare. */
  value: string;
  toDraft: (value: string) => D;
  /** The serialised value for a draft, or null while the draft is not valid. */
  accept: (draft: D) => string | null;
  onCommit: (draft: D, serialised: string) => void;
  delay?: number;
}): [D, (draft: D) => void] {
  const [draft, setDraft] = useState<D>(() => toDraft(value));
  const committed = useRef(value);
  const latest = useRef({ toDraft, accept, onCommit });
  latest.current = { toDraft, accept, onCommit };

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDraft(latest.current.toDraft(value));
  }, [value]);

  useEffect(() => {
    const next = latest.current.accept(draft);
    if (next === null || next === committed.current) return;
    const timer = window.setTimeout(() => {
      committed.current = next;
      latest.current.onCommit(draft, next);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [draft, delay]);

  return [draft, setDraft];
}
