import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Award, Briefcase, CalendarCheck, CheckCircle2, Search, ShieldCheck, Video, Zap } from 'lucide-react';
import { ADVISORS, type AdvisorCard } from './marketing-content';
import { Container, IconTile, PageHero, SectionHeading, usePageTitle } from './marketing-layout';

const BENEFITS = [
  {
    icon: ShieldCheck,
    title: 'Experienced operators',
    description: 'Advisors who have built, scaled and funded companies themselves.',
  },
  {
    icon: Zap,
    title: 'Focused sessions',
    description: 'Bring one hard problem and leave with a concrete plan for it.',
  },
  {
    icon: Briefcase,
    title: 'Fundraising to go-to-market',
    description: 'Get help with your pitch, your pricing, your first hires or your architecture.',
  },
  {
    icon: CheckCircle2,
    title: 'Pay per session',
    description: 'No retainers or long commitments: book the time you need, when you need it.',
  },
];

const BOOKING_STEPS = [
  { icon: Search, title: 'Find your advisor', description: 'Browse operators by expertise and experience.' },
  { icon: CalendarCheck, title: 'Book a session', description: 'Pick a time that works for both of you.' },
  { icon: Video, title: 'Meet and get answers', description: 'Work through your questions one-on-one.' },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join('');
}

function AdvisorProfile({ advisor }: { advisor: AdvisorCard }) {
  return (
    <Card className="flex h-full flex-col p-6">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-primary to-violet-400 text-lg font-semibold text-primary-foreground"
        >
          {initials(advisor.name)}
        </span>
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">{advisor.name}</h3>
          <p className="text-sm font-medium text-primary">{advisor.expertise}</p>
        </div>
      </div>
      <p className="mt-4 flex gap-2 text-sm text-muted-foreground">
        <Award aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {advisor.experience}
      </p>
      <div className="mt-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">Past companies</p>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {advisor.companies.map((company) => (
            <li
              key={company}
              className="rounded-md bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground"
            >
              {company}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-auto pt-6">
        <div className="flex items-center justify-between gap-4 border-t pt-5">
          <p>
            <span className="text-2xl font-bold tracking-tight">{advisor.rate}</span>
            <span className="text-sm text-muted-foreground"> / hour</span>
          </p>
          <Button type="button">
            Book Session<span className="sr-only"> with {advisor.name}</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** /advisor-marketplace — a showcase: its buttons have no action yet (spec §2). */
export function AdvisorMarketplacePage() {
  usePageTitle('Advisor Marketplace');
  return (
    <>
      <PageHero
        eyebrow="Advisor marketplace"
        title="Book time with operators who've done it before"
        description="Get one-on-one help from experienced founders and executives on fundraising, product, growth and engineering."
      />

      <section aria-labelledby="benefits-title" className="py-16">
        <Container>
          <h2 id="benefits-title" className="sr-only">
            Why book an advisor
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map(({ icon: Icon, title, description }) => (
              <li key={title} className="rounded-lg border bg-card p-5">
                <IconTile>
                  <Icon aria-hidden="true" />
                </IconTile>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="advisors-title" className="border-y bg-muted/40 py-16">
        <Container>
          <SectionHeading id="advisors-title" eyebrow="Featured" title="Featured advisors" />
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {ADVISORS.map((advisor) => (
              <li key={advisor.name}>
                <AdvisorProfile advisor={advisor} />
              </li>
            ))}
          </ul>
          <div className="mt-10 flex justify-center">
            <Button type="button" variant="outline" size="lg">
              Browse All Advisors
            </Button>
          </div>
        </Container>
      </section>

      <section aria-labelledby="booking-title" className="py-16">
        <Container>
          <SectionHeading id="booking-title" eyebrow="How it works" title="Three steps to expert advice" />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {BOOKING_STEPS.map(({ icon: Icon, title, description }, index) => (
              <li key={title} className="relative rounded-lg border bg-card p-6">
                <span
                  className="absolute top-6 right-6 text-4xl font-bold text-muted-foreground/20"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <IconTile>
                  <Icon aria-hidden="true" />
                </IconTile>
                <h3 className="mt-4 font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>
    </>
  );
}
