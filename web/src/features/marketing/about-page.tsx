import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ArrowRight, Compass, Database, Handshake, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  Container,
  IconCardGrid,
  IconTile,
  PageHero,
  SectionHeading,
  usePageTitle,
} from './marketing-layout';

const PILLARS = [
  {
    icon: Database,
    title: 'Investor intelligence, dated',
    description:
      'Stages, check sizes and markets of 20K+ VCs from a 2026 firm directory, and who invested in what, with every deal dated so you can tell how current each signal is.',
  },
  {
    icon: Compass,
    title: 'A plan, not just a list',
    description:
      'A three-phase strategy takes you from MVP to validation to the raise, with the milestones investors will ask about.',
  },
  {
    icon: Handshake,
    title: 'Design partners and warm intros',
    description:
      'We match you with the early customers who make your story concrete, and draft intro emails that get answered.',
  },
];

/** /about */
export function AboutPage() {
  usePageTitle('About Us');
  return (
    <>
      <PageHero
        eyebrow="About Roundwise"
        title="Fundraising should reward great companies, not great networks"
        description="Roundwise gives every founder the investor intelligence and the plan that used to be reserved for the best-connected few."
      />

      <section aria-labelledby="vision-title" className="py-20">
        <Container className="grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <div>
            <SectionHeading
              id="vision-title"
              align="left"
              eyebrow="Our vision"
              title="Every founder deserves a fair shot"
            />
            <div className="mt-10 rounded-xl border bg-linear-to-br from-secondary to-card p-6">
              <p className="bg-linear-to-r from-primary to-violet-500 bg-clip-text text-5xl font-extrabold tracking-tight text-transparent">
                20K+
              </p>
              <p className="mt-2 text-sm font-medium">VCs in the database</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Stages, check sizes and focus areas as of 2026, and the deal history through mid-2013, each
                shown with its date.
              </p>
            </div>
          </div>
          <div className="grid gap-5 text-lg leading-relaxed text-muted-foreground">
            <p>
              Too many good companies never get funded because their founders did not know which investors to
              talk to, or reached them at the wrong time. Raising a round still depends on who you know, and
              on months of cold outreach to funds that were never a fit.
            </p>
            <p>
              We are building the fundraising copilot we wished we had: one place that knows the investor
              landscape, understands your company and tells you who to talk to now, who to nurture for later
              and how to reach them with a warm introduction.
            </p>
            <p className="text-foreground">
              Our goal is simple: help founders spend less time searching and more time building.
            </p>
          </div>
        </Container>
      </section>

      <section aria-labelledby="pillars-title" className="border-y bg-muted/40 py-20">
        <Container>
          <SectionHeading
            id="pillars-title"
            eyebrow="What we do"
            title="Intelligence, strategy and introductions"
          />
          <IconCardGrid items={PILLARS} className="mt-12 md:grid-cols-3" />
        </Container>
      </section>

      <section aria-labelledby="team-title" className="py-20">
        <Container>
          <Card className="mx-auto flex max-w-3xl flex-col items-center gap-6 p-8 text-center sm:p-12">
            <IconTile className="size-14 [&_svg]:size-6">
              <Users aria-hidden="true" />
            </IconTile>
            <div>
              <h2 id="team-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                Built by operators, for founders
              </h2>
              <p className="mx-auto mt-4 max-w-xl leading-relaxed text-muted-foreground">
                Roundwise is built by founders and operators who have raised rounds, sat on the other side of
                the table and felt how much of fundraising comes down to timing and access. We build the tool
                we needed then.
              </p>
              <p className="mt-3 text-sm font-medium text-foreground">
                Roundwise is operated by Roundwise, Inc.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <Link to="/auth">
                  Get Started
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/careers">Join the team</Link>
              </Button>
            </div>
          </Card>
        </Container>
      </section>
    </>
  );
}
