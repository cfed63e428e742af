import type { TPipelineEntry } from '@core/contracts/pipeline';
import { Badge } from '@web/components/ui/badge';
import { labelOf } from '@web/lib/labels';
import { Handshake } from 'lucide-react';

import { Section } from './section';

/** Who could introduce the founder: co-investors who committed, advisors interested in the idea. */
export function WarmPath({ entry }: { entry: TPipelineEntry }) {
  const { advisors, coInvestors, contact } = entry.warm;
  return (
    <Section title="Warm path" icon={<Handshake />}>
      {advisors.length === 0 && coInvestors.length === 0 && !contact ? (
        <p className="text-sm text-muted-foreground">
          No warm path yet. Co-investors show up here once an investor who has backed deals with {entry.name}{' '}
          commits, and advisors once they show interest in your idea.
        </p>
      ) : (
        <ul className="grid gap-2 text-sm" data-testid="warm-path">
          {contact ? (
            <li className="flex items-center justify-between gap-3 rounded-md bg-emerald-50 px-3 py-2">
              <span>
                <span className="font-medium">{contact.name}</span>
                {contact.position || contact.company
                  ? ` (${[contact.position, contact.company].filter(Boolean).join(' at ')})`
                  : ''}{' '}
                can introduce you: the request to them is below
              </span>
              <Badge variant="success" className="shrink-0">
                Your contact
              </Badge>
            </li>
          ) : null}
          {coInvestors.map((c) => (
            <li
              key={c.investor_id}
              className="flex items-center justify-between gap-3 rounded-md bg-emerald-50 px-3 py-2"
            >
              <span>
                <span className="font-medium">{c.name}</span> committed, and co-invested with {entry.name}
              </span>
              <Badge variant="success" className="shrink-0">
                {c.deals} {c.deals === 1 ? 'deal' : 'deals'}
              </Badge>
            </li>
          ))}
          {advisors.map((a) => (
            <li
              key={a.id}
              className="flex items-center justify-between gap-3 rounded-md bg-muted/60 px-3 py-2"
            >
              <span>
                <span className="font-medium">{a.full_name ?? 'An advisor'}</span> is interested in your idea
                and could introduce you
              </span>
              <Badge variant="outline" className="shrink-0">
                {labelOf(a.interest_level)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
