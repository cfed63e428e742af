import { Button } from '@web/components/ui/button';
import { type GatedFeature, isLocked, PLAN_FEATURES } from '@web/lib/plans';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A feature of a paid plan (lib/plans.ts) behind the 'Premium Feature' overlay (spec §2), which leads to the
 * pricing section; a feature of the user's plan as it is. The idea page's tabs and the pipeline drawer gate
 * through it, so they agree with the pricing page.
 */
export function PlanGate({
  feature,
  withheld,
  children,
}: {
  feature: GatedFeature;
  /** What the server left out of the answer for the account's plan (issue 32): the panel shows, with no text behind. */
  withheld?: readonly string[];
  children: ReactNode;
}) {
  const { plan, what } = PLAN_FEATURES[feature];
  // Where the server says what it withheld, it decides: what it sent is the account's to read, unblurred.
  if (withheld)
    return withheld.includes(feature) ? <PremiumOverlay feature={what} plan={plan} /> : <>{children}</>;
  if (!isLocked(feature)) return <>{children}</>;
  return (
    <PremiumOverlay feature={what} plan={plan}>
      {children}
    </PremiumOverlay>
  );
}

function PremiumOverlay({
  children,
  feature,
  plan,
}: {
  children?: ReactNode;
  feature: string;
  plan: string;
}) {
  return (
    <div
      className={
        children ? 'relative overflow-hidden rounded-lg' : 'relative min-h-[420px] rounded-lg border'
      }
    >
      {children ? (
        <div
          aria-hidden="true"
          inert
          className="pointer-events-none max-h-[640px] select-none overflow-hidden blur-[5px]"
        >
          {children}
        </div>
      ) : null}
      <div className="absolute inset-0 flex items-start justify-center bg-gradient-to-b from-background/40 via-background/70 to-background/90 px-4 pt-16 sm:pt-24">
        <section
          aria-label="Premium Feature"
          className="w-full max-w-sm rounded-xl border bg-card p-6 text-center shadow-lg"
        >
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Lock className="size-5" aria-hidden="true" />
          </div>
          <h3 className="mt-4 text-lg font-semibold">Premium Feature</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Unlock your {feature} with the {plan} plan.
          </p>
          <Button asChild className="mt-5 w-full">
            <Link to="/#pricing">Upgrade to {plan}</Link>
          </Button>
        </section>
      </div>
    </div>
  );
}
