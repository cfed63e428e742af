import type { TIdeaNetwork, TWarmPath } from '@core/contracts/warm-paths';
import { Badge } from '@web/components/ui/badge';
import { Switch } from '@web/components/ui/switch';
import { Building2, Handshake, Network, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

const KIND_ICON = { works_there: UserRound, portfolio: Building2, co_investor: Handshake } as const;
const KIND_LABEL = {
  works_there: 'Works there',
  portfolio: 'Portfolio company',
  co_investor: 'Co-investor',
} as const;
const SHOWN = 3;

/**
 * Below this, the warmest path runs through someone further off (staff at a company it backed, a co-investor): worth
 * knowing, not an introduction to count on. The finder's strengths: a partner there 1, a founder it backed 0.7.
 */
const CLOSE = 0.55;

/** Whether someone the founder knows is close to the investor: at the firm, or a founder or executive it backed. */
export const isClose = (paths: readonly TWarmPath[] | undefined) =>
  (paths ?? []).some((p) => p.strength >= CLOSE);

/** The mark beside an investor's name: a warm path, or a distant one when only someone further off links them. */
export function WarmBadge({ paths }: { paths: readonly TWarmPath[] | undefined }) {
  if (!paths?.length) return null;
  const close = isClose(paths);
  return (
    <Badge
      variant={close ? 'success' : 'muted'}
      className="shrink-0"
      data-testid="warm-badge"
      title={close ? 'Someone you know can introduce you' : 'Someone you know is linked to them, further off'}
    >
      <Network className="size-3" aria-hidden="true" /> {close ? 'Warm path' : 'Distant path'}
    </Badge>
  );
}

/** How the founder can get in: the warmest paths in plain words, each with the kind of path. */
export function WarmPathList({ paths }: { paths: readonly TWarmPath[] | undefined }) {
  if (!paths?.length) return null;
  const more = paths.length - SHOWN;
  return (
    <div className="rounded-md border border-emerald-200 bg-emerald-50/60 p-3" data-testid="warm-paths">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-emerald-900">Your way in</h4>
      <ul className="mt-2 grid gap-1.5">
        {paths.slice(0, SHOWN).map((p) => {
          const Icon = KIND_ICON[p.kind];
          return (
            <li key={`${p.kind}|${p.contact.id}`} className="flex gap-2 text-sm text-emerald-950">
              <Icon className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-label={KIND_LABEL[p.kind]} />
              <span>{p.text}</span>
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <p className="mt-1.5 text-xs text-emerald-900/80">
          and {more} more {more === 1 ? 'path' : 'paths'} in your network
        </p>
      ) : null}
    </div>
  );
}

/** The "warm paths only" switch, or, without contacts, where to import them. */
export function WarmToggle({
  network,
  count,
  close,
  checked,
  onChange,
}: {
  network: TIdeaNetwork | undefined;
  count: number;
  /** How many of them someone close links to (at the firm, or a founder or executive it backed). */
  close: number;
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  const id = useId();
  if (!network) return null;
  if (network.contacts === 0)
    return (
      <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
        <Network className="mr-1 inline size-4 text-primary" aria-hidden="true" />
        See who can introduce you:{' '}
        <Link to="/network" className="font-medium text-primary underline-offset-4 hover:underline">
          import your LinkedIn connections
        </Link>
        . They stay yours alone.
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border bg-emerald-50/40 p-3">
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-labelledby={`${id}-label`}
        disabled={count === 0 && !checked}
      />
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium">
        Warm paths only
      </label>
      <span className="text-sm text-muted-foreground">
        {count === 0
          ? `None of these investors is in reach of your ${network.contacts.toLocaleString('en-US')} contacts yet.`
          : `${count} of these investors ${count === 1 ? 'is' : 'are'} linked to your ${network.contacts.toLocaleString('en-US')} contacts; for ${close} of them, someone close can introduce you.`}
      </span>
    </div>
  );
}
