import type { TFeaturedInvestors } from '@core/contracts/investors';
import type { WaitlistTier } from '@core/contracts/vocabulary';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { DataSourcesLine } from '@web/features/investors/data-sources';
import {
  InvestorCard,
  InvestorCardSkeleton,
  InvestorStatusBadge,
} from '@web/features/investors/investor-card';
import { type InvestorCardData, toInvestorCardData } from '@web/features/investors/investor-format';
import { useInvestorMeta } from '@web/features/investors/use-investor-search';
import { api } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { ArrowRight, Check, ChevronDown, Database, Flame, Layers, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { HeroPreview } from './hero-preview';
import { FEATURES, PRICING_TIERS, type PricingTier, SAMPLE_INVESTORS, STEPS } from './landing-content';
import { Container, Eyebrow, IconCardGrid, SectionHeading, usePageTitle } from './marketing-layout';
import { WaitlistDialog } from './waitlist-dialog';

const FEATURED_COUNT = 4;

/** Scrolls smoothly to a section (instantly when the user asks for reduced motion) and moves focus there. */
function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

/** Four featured investors; null while loading, [] when the request fails or returns none. */
function useFeaturedInvestors(): InvestorCardData[] | null {
  const [investors, setInvestors] = useState<InvestorCardData[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api<TFeaturedInvestors>('/api/investors/featured', { signal: controller.signal })
      .then((data) => {
        const list = Array.isArray(data?.investors) ? data.investors : [];
        const cards = list.map(toInvestorCardData).filter((card): card is InvestorCardData => card !== null);
        setInvestors(cards.slice(0, FEATURED_COUNT));
      })
      .catch(() => {
        if (!controller.signal.aborted) setInvestors([]);
      });
    return () => controller.abort();
  }, []);
  return investors;
}

const HERO_FACTS = [
  { icon: Database, text: '20K+ VCs, every deal dated' },
  { icon: Flame, text: 'Hot, Warm or Cold, with the date it refers to' },
  { icon: Layers, text: 'A 3-phase fundraising strategy' },
];

function Hero() {
  return (
    <section className="relative isolate overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-secondary via-background to-background"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] bg-size-[48px_48px] opacity-50 mask-[radial-gradient(ellipse_60%_55%_at_50%_0%,black,transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-32 left-1/2 -z-10 h-96 w-[56rem] max-w-full -translate-x-1/2 rounded-full bg-linear-to-r from-primary/25 via-fuchsia-400/20 to-sky-400/25 blur-3xl"
      />
      <Container className="pt-20 pb-16 text-center sm:pt-28 sm:pb-20">
        <Eyebrow>
          <Sparkles aria-hidden="true" className="size-3.5" />
          AI-powered investor matching
        </Eyebrow>
        <h1 className="mx-auto mt-6 max-w-4xl text-5xl font-bold tracking-tight text-balance sm:text-6xl lg:text-7xl">
          Founders Looking for{' '}
          <span className="bg-linear-to-r from-primary via-violet-500 to-fuchsia-500 bg-clip-text text-transparent">
            Investors
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
          Roundwise matches your startup with the right investors and design partners, writes your fundraising
          strategy and drafts warm intro emails, so you spend your time on the conversations that close.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="w-full shadow-md shadow-primary/20 sm:w-auto">
            <Link to="/auth">
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            type="button"
            size="lg"
            variant="outline"
            className="w-full sm:w-auto"
            onClick={() => scrollToSection('how-it-works')}
          >
            Learn More
            <ChevronDown aria-hidden="true" />
          </Button>
        </div>
        <ul className="mx-auto mt-14 flex max-w-4xl flex-col items-center justify-center gap-x-8 gap-y-3 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
          {HERO_FACTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-primary" />
              {text}
            </li>
          ))}
        </ul>
        <HeroPreview />
      </Container>
    </section>
  );
}

function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to raise your round"
          description="From the first list of investors to the intro email, Roundwise gives founders the data and the plan to fundraise with focus."
        />
        <IconCardGrid
          items={FEATURES}
          className="mt-14 sm:grid-cols-2 lg:grid-cols-3"
          cardClassName="transition-all hover:-translate-y-0.5 hover:shadow-md"
        />
      </Container>
    </section>
  );
}

function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      tabIndex={-1}
      className="border-y bg-muted/40 py-20 outline-none sm:py-28"
    >
      <Container>
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From story to signed term sheet in four steps"
          description="Roundwise turns your pitch into a prioritised plan: who to talk to now, who to nurture for later, and how to reach them."
        />
        <div className="relative mt-14">
          <div
            aria-hidden="true"
            className="absolute top-7 right-[12.5%] left-[12.5%] hidden h-px bg-linear-to-r from-primary/10 via-primary/40 to-primary/10 lg:block"
          />
          <ol className="relative grid gap-10 md:grid-cols-2 lg:grid-cols-4 lg:gap-6">
            {STEPS.map(({ icon: Icon, title, description }, index) => (
              <li key={title} className="relative flex flex-col items-center text-center">
                <div className="relative flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/25 ring-8 ring-muted">
                  <Icon aria-hidden="true" className="size-6" />
                  <span className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full border-2 border-background bg-foreground text-xs font-bold text-background">
                    {index + 1}
                  </span>
                </div>
                <h3 className="mt-6 text-lg font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-2 max-w-64 text-sm leading-relaxed text-muted-foreground">{description}</p>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  );
}

function Investors() {
  const investors = useFeaturedInvestors();
  const asOf = useInvestorMeta().data?.as_of ?? null;
  return (
    <section id="investors" aria-labelledby="investors-title" className="py-20 sm:py-28">
      <Container>
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="investors-title"
            align="left"
            eyebrow="Investor database"
            title="See who has been writing checks, and when"
            description="Every investor is tagged by its deals in our deal history, with the date that status refers to: Hot means a deal in the 3 months before the history ends. It tells you who was active then, not who is investing today."
          />
          <div className="flex flex-wrap gap-2">
            <InvestorStatusBadge status="hot" asOf={asOf} />
            <InvestorStatusBadge status="warm" asOf={asOf} />
            <InvestorStatusBadge status="cold" asOf={asOf} />
          </div>
        </div>

        {investors === null ? (
          <div
            className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
            role="status"
            aria-label="Loading investors"
          >
            {Array.from({ length: FEATURED_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders with no identity
              <InvestorCardSkeleton key={index} />
            ))}
          </div>
        ) : (
          <>
            <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {(investors.length > 0 ? investors : SAMPLE_INVESTORS).map((investor) => (
                <li key={investor.id}>
                  <InvestorCard investor={investor} />
                </li>
              ))}
            </ul>
            {investors.length === 0 ? (
              <p className="mt-4 text-center text-sm text-muted-foreground">
                Sample investors shown. Explore the database for the real ones.
              </p>
            ) : null}
            <DataSourcesLine className="mt-4 justify-center text-center" />
          </>
        )}

        <div className="mt-10 flex justify-center">
          <Button asChild variant="outline" size="lg">
            <Link to="/investors">
              Explore Full Database
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}

function PricingCard({
  tier,
  onJoinWaitlist,
}: {
  tier: PricingTier;
  onJoinWaitlist: (tier: WaitlistTier) => void;
}) {
  const { action } = tier;
  return (
    <Card
      className={cn(
        'relative flex h-full flex-col p-8',
        tier.popular && 'border-primary shadow-xl shadow-primary/10 ring-1 ring-primary lg:-my-4 lg:py-12',
      )}
    >
      {tier.popular ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground shadow-sm">
          Most Popular
        </span>
      ) : null}
      <h3 className="text-lg font-semibold">{tier.name}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{tier.tagline}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-3xl font-bold tracking-tight">{tier.price}</span>
      </p>
      <div className="mt-6">
        {action.kind === 'signup' ? (
          <Button asChild variant="outline" className="w-full">
            <Link to="/auth">Get Started</Link>
          </Button>
        ) : (
          <Button
            type="button"
            variant={tier.popular ? 'default' : 'outline'}
            className="w-full"
            onClick={() => onJoinWaitlist(action.tier)}
          >
            Join Waitlist
          </Button>
        )}
      </div>
      <div className="mt-8 border-t pt-6">
        {tier.featuresIntro ? <p className="mb-3 text-sm font-medium">{tier.featuresIntro}</p> : null}
        <ul className="grid gap-3 text-sm">
          {tier.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

function Pricing() {
  const [waitlistTier, setWaitlistTier] = useState<WaitlistTier | null>(null);
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="border-t bg-muted/40 py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Start free. Upgrade when you raise."
          description="The Starter plan is free. Growth and Scale are coming soon: join the waitlist and we'll tell you when they open."
        />
        <ul className="mx-auto mt-16 grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-center">
          {PRICING_TIERS.map((tier) => (
            <li key={tier.name} className="h-full">
              <PricingCard tier={tier} onJoinWaitlist={setWaitlistTier} />
            </li>
          ))}
        </ul>
      </Container>
      <WaitlistDialog tier={waitlistTier} onClose={() => setWaitlistTier(null)} />
    </section>
  );
}

function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-fuchsia-400/30 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-24 -left-24 -z-10 size-72 rounded-full bg-sky-400/30 blur-3xl"
          />
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to find your investors?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-primary-foreground/80">
            Tell us your story and get your first matches, strategy and intro emails today.
          </p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link to="/auth">
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}

/** The landing page (/). */
export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <Investors />
      <Pricing />
      <ClosingCta />
    </>
  );
}
