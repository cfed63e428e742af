import type { TInvestorPerson } from '@core/contracts/investor-people';
import { Users } from 'lucide-react';

const SHOWN = 2;

/** The people named at a firm, on its card: the most senior few, with their role. */
export function CardPeople({ people }: { people: readonly TInvestorPerson[] | undefined }) {
  if (!people?.length) return null;
  const more = people.length - SHOWN;
  const names = people.slice(0, SHOWN).map((p) => (p.title ? `${p.name} (${p.title})` : p.name));
  const line = `${names.join(', ')}${more > 0 ? ` +${more} more` : ''}`;
  return (
    <div className="flex min-w-0 items-start gap-2.5 text-sm" data-testid="card-people">
      <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <dt className="sr-only">People</dt>
      <dd className="line-clamp-2 min-w-0 text-foreground/90" title={line}>
        {line}
      </dd>
    </div>
  );
}
