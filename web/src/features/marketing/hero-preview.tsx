import { cn } from '@web/lib/cn';
import { Flame, Hourglass, Mail } from 'lucide-react';

const TABS = ['Summary', 'Investors', 'Partners', 'Strategy', 'Intro'];

const PHASES = [
  { label: 'Phase 1', title: 'MVP', detail: 'Core features, automation opportunities, timeline' },
  { label: 'Phase 2', title: 'Validation', detail: 'Design partner goals and the metrics to track' },
  { label: 'Phase 3', title: 'Fundraising', detail: 'Recommended amount, dilution and investor mix' },
];

function Placeholder({ children }: { children: string }) {
  return (
    <span className="rounded bg-secondary px-1 py-0.5 font-medium text-secondary-foreground">{children}</span>
  );
}

/**
 * An illustration of an analysis under the hero: the five result tabs, the three-phase strategy and
 * an intro email template. It only uses the product's own vocabulary, never sample data.
 */
export function HeroPreview() {
  return (
    <figure
      aria-label="Preview of a Roundwise analysis"
      className="mx-auto mt-16 max-w-5xl rounded-2xl border bg-card/60 p-2 text-left shadow-2xl shadow-primary/15 ring-1 ring-black/5 backdrop-blur"
    >
      <div aria-hidden="true" className="overflow-hidden rounded-xl border bg-card">
        <div className="flex items-center gap-2 border-b bg-muted/50 px-4 py-3">
          <span className="size-3 rounded-full bg-red-400/80" />
          <span className="size-3 rounded-full bg-amber-400/80" />
          <span className="size-3 rounded-full bg-emerald-400/80" />
          <span className="ml-3 text-xs font-medium text-muted-foreground">Your idea · Analysis</span>
        </div>
        <div className="flex gap-0.5 overflow-hidden border-b px-2 pt-3 sm:gap-1 sm:px-4">
          {TABS.map((tab) => (
            <span
              key={tab}
              className={cn(
                'shrink-0 rounded-t-md px-2 pb-2 text-xs font-medium text-muted-foreground sm:px-3 sm:text-sm',
                tab === 'Strategy' && 'border-b-2 border-primary text-foreground',
              )}
            >
              {tab}
            </span>
          ))}
        </div>
        <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-[1.1fr_1fr]">
          <div>
            <div className="flex flex-wrap gap-2">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-hot/10 px-2.5 py-1 text-xs font-semibold text-orange-800">
                <Flame className="size-3.5" />
                Hot: contact first
              </span>
              <span className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-1 text-xs font-semibold text-muted-foreground">
                <Hourglass className="size-3.5" />
                Later: nurture
              </span>
            </div>
            <ol className="mt-5 grid gap-4">
              {PHASES.map((phase, index) => (
                <li key={phase.label} className="flex gap-3">
                  <span
                    className={cn(
                      'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                      index === 0
                        ? 'bg-primary text-primary-foreground'
                        : 'bg-secondary text-secondary-foreground',
                    )}
                  >
                    {index + 1}
                  </span>
                  <div>
                    <p className="text-sm font-semibold">
                      {phase.label} · {phase.title}
                    </p>
                    <p className="text-sm text-muted-foreground">{phase.detail}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-lg border bg-background p-4 text-sm">
            <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              <Mail className="size-3.5" />
              Intro email template
            </p>
            <p className="mt-3 border-b pb-2 text-muted-foreground">
              Subject: Intro to <Placeholder>{'{startup}'}</Placeholder>
            </p>
            <div className="mt-3 grid gap-2 leading-relaxed text-foreground/80">
              <p>
                Hi <Placeholder>{'{name}'}</Placeholder>,
              </p>
              <p>
                I'm building <Placeholder>{'{startup}'}</Placeholder>, and your{' '}
                <Placeholder>{'{year}'}</Placeholder> investment in{' '}
                <Placeholder>{'{portfolio company}'}</Placeholder> is why I'm reaching out…
              </p>
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
}
