import type { TEntryChanges, ZEntryChanges } from '@core/contracts/pipeline';
import type { ReactNode } from 'react';

/** What saves an entry's changes: the board's optimistic update, which toasts its own failure. */
export type Update = (entryId: string, changes: TEntryChanges, failure?: string) => Promise<unknown>;

/** One titled section of an entry's detail panel. */
export function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t pt-5">
      <h3 className="flex items-center gap-2 text-sm font-semibold [&_svg]:size-4 [&_svg]:text-primary">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Field errors from the contract's zod messages, by field. */
export function issuesOf(result: ReturnType<typeof ZEntryChanges.safeParse>): Record<string, string> {
  const out: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) out[String(issue.path[0] ?? 'form')] ??= issue.message;
  return out;
}
