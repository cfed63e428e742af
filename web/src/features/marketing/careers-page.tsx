import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Briefcase, Clock, FileText, Globe2, HeartHandshake, Mail, MapPin, Rocket } from 'lucide-react';
import { JOBS, type Job, MAILBOXES, mailto } from './marketing-content';
import { Container, IconTile, PageHero, SectionHeading, usePageTitle } from './marketing-layout';

const VALUES = [
  { icon: Globe2, title: 'Remote-first', description: 'Work from wherever you do your best work.' },
  { icon: Rocket, title: 'Real ownership', description: 'Small team, big scope: you ship what you design.' },
  {
    icon: HeartHandshake,
    title: 'Founder empathy',
    description: 'We build for founders, and we talk to them every week.',
  },
];

function JobCard({ job }: { job: Job }) {
  return (
    <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h3 className="text-lg font-semibold">{job.title}</h3>
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Briefcase aria-hidden="true" className="size-4" />
            {job.department}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {job.location}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {job.type}
          </span>
        </p>
        <p className="mt-4 max-w-2xl text-sm leading-relaxed text-muted-foreground">{job.description}</p>
      </div>
      <Button asChild className="shrink-0">
        <a href={mailto(MAILBOXES.careers, `Application: ${job.title}`)}>
          Apply Now
          <span className="sr-only"> for {job.title}</span>
        </a>
      </Button>
    </Card>
  );
}

/** The open roles, or (never reached while JOBS is non-empty) a prompt to send a resume. */
function OpenRoles({ jobs }: { jobs: readonly Job[] }) {
  if (jobs.length === 0) {
    return (
      <Card className="mt-10 flex flex-col items-center gap-4 p-10 text-center">
        <IconTile>
          <FileText aria-hidden="true" />
        </IconTile>
        <h3 className="text-lg font-semibold">No open positions right now</h3>
        <p className="max-w-md text-sm text-muted-foreground">
          We are always happy to meet great people. Send your resume to{' '}
          <a className="font-medium text-primary hover:underline" href={mailto(MAILBOXES.careers, 'Resume')}>
            {MAILBOXES.careers}
          </a>{' '}
          and we will reach out when a role fits.
        </p>
      </Card>
    );
  }
  return (
    <ul className="mt-10 grid gap-4">
      {jobs.map((job) => (
        <li key={job.title}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}

/** /careers */
export function CareersPage() {
  usePageTitle('Careers');
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Help founders raise smarter"
        description="We are a small, remote team building the fundraising copilot for founders. Come build it with us."
      />

      <section aria-labelledby="values-title" className="pt-16">
        <Container>
          <h2 id="values-title" className="sr-only">
            Why Roundwise
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {VALUES.map(({ icon: Icon, title, description }) => (
              <li key={title} className="flex items-start gap-4 rounded-lg border bg-card p-5">
                <IconTile>
                  <Icon aria-hidden="true" />
                </IconTile>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{description}</p>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="roles-title" className="py-16">
        <Container>
          <SectionHeading
            id="roles-title"
            align="left"
            title="Open positions"
            description="All roles are remote and full-time."
          />
          <OpenRoles jobs={JOBS} />

          <Card className="mt-12 flex flex-col items-start gap-5 bg-linear-to-br from-secondary to-card p-8 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-xl font-semibold">Don't see the right role?</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                We'd still love to hear from you. Tell us what you would like to work on.
              </p>
            </div>
            <Button asChild variant="outline" className="shrink-0">
              <a href={mailto(MAILBOXES.careers)}>
                <Mail aria-hidden="true" />
                Get in Touch
              </a>
            </Button>
          </Card>
        </Container>
      </section>
    </>
  );
}
