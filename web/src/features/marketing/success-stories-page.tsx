import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ArrowRight, Quote, TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SUCCESS_STATS, TESTIMONIALS, type Testimonial } from './marketing-content';
import { Container, PageHero, usePageTitle } from './marketing-layout';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');
}

function StoryCard({ story }: { story: Testimonial }) {
  return (
    <Card className="flex h-full flex-col p-6">
      <div className="flex items-center justify-between gap-3">
        <span className="rounded-full bg-success/10 px-3 py-1 text-sm font-semibold text-emerald-700">
          Raised {story.raised}
        </span>
        <Quote aria-hidden="true" className="size-6 text-primary/25" />
      </div>
      <blockquote className="mt-5 flex-1 text-base leading-relaxed text-foreground/90">
        “{story.quote}”
      </blockquote>
      <p className="mt-6 flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm font-medium">
        <TrendingUp aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {story.metric}
      </p>
      <div className="mt-6 flex items-center gap-3 border-t pt-5">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-linear-to-br from-primary to-violet-400 text-sm font-semibold text-primary-foreground"
        >
          {initials(story.founder)}
        </span>
        <div>
          <h3 className="text-sm font-semibold">{story.founder}</h3>
          <p className="text-sm text-muted-foreground">Founder, {story.company}</p>
        </div>
      </div>
    </Card>
  );
}

/** /success-stories */
export function SuccessStoriesPage() {
  usePageTitle('Success Stories');
  return (
    <>
      <PageHero
        eyebrow="Success stories"
        title="Founders who raised with Roundwise"
        description="From pre-seed to Series A, founders use Roundwise to find the right investors and close their rounds faster."
      >
        <dl className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-3">
          {SUCCESS_STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col gap-1 rounded-lg border bg-card/80 p-5 shadow-sm backdrop-blur"
            >
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold tracking-tight text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <section aria-labelledby="stories-title" className="py-16">
        <Container>
          <h2 id="stories-title" className="sr-only">
            Founder stories
          </h2>
          <ul className="grid gap-6 lg:grid-cols-3">
            {TESTIMONIALS.map((story) => (
              <li key={story.founder}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="stories-cta-title" className="pb-20">
        <Container>
          <div className="rounded-2xl border bg-linear-to-br from-secondary to-card p-10 text-center">
            <h2 id="stories-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Write your own success story
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
              Get matched with investors and design partners, and a strategy for your round, in minutes.
            </p>
            <Button asChild size="lg" className="mt-8">
              <Link to="/auth">
                Get Started Free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}
