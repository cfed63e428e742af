import { notify, notifyError } from '@web/lib/toast';
import { Check, Copy } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { IconTile } from './marketing-layout';

// The building blocks of the developer docs (/api-docs): sections, copyable code, text with `code` spans.

export function CodeBlock({ code, label }: { code: string; label: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      notify('Copied', `${label} copied to the clipboard.`);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      notifyError('Copy failed', 'Select the text and copy it manually.');
    }
  }

  return (
    <div className="relative overflow-hidden rounded-lg bg-slate-950 text-slate-100 shadow-sm">
      <div className="flex items-center justify-between border-b border-white/10 px-4 py-2">
        <span className="text-xs font-medium text-slate-400">{label}</span>
        <button
          type="button"
          onClick={copy}
          className="inline-flex cursor-pointer items-center gap-1.5 rounded px-2 py-1 text-xs text-slate-300 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-300"
        >
          {copied ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <Copy aria-hidden="true" className="size-3.5" />
          )}
          {copied ? 'Copied' : 'Copy'}
          <span className="sr-only"> {label}</span>
        </button>
      </div>
      {/* Focusable so keyboard users can scroll a long line sideways (axe: scrollable-region-focusable). */}
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="overflow-x-auto rounded-b-lg p-4 text-sm leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-300"
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}

/** Text from the docs, with its `backtick` spans shown as code. */
export function DocText({ text }: { text: string }) {
  return text.split(/(`[^`]+`)/).map((part, i) =>
    part.length > 2 && part.startsWith('`') && part.endsWith('`') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder.
      <code key={i} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] text-foreground">
        {part.slice(1, -1)}
      </code>
    ) : (
      part
    ),
  );
}

export function DocSection({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <div className="flex items-center gap-3">
        <IconTile className="size-9 [&_svg]:size-4">{icon}</IconTile>
        <h2 id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
