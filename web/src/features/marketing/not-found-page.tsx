import { Button } from '@web/components/ui/button';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { Container, usePageTitle } from './marketing-layout';

/** Shown for every unknown route (*). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <section className="relative isolate flex min-h-[70vh] items-center overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 -z-10 size-[32rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary/10 blur-3xl"
      />
      <Container className="py-20 text-center">
        <p className="bg-linear-to-b from-primary to-violet-400 bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent sm:text-9xl">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Oops! Page not found</h1>
        <p className="mx-auto mt-4 max-w-md text-muted-foreground">
          We couldn't find{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 text-sm text-foreground">{pathname}</code>. It may
          have moved, or the link may be mistyped.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
      </Container>
    </section>
  );
}
