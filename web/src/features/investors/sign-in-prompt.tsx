import { Button } from '@web/components/ui/button';
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatCount } from './investor-format';

/** Shown to signed-out visitors below their first 6 results (spec §2, §6). */
export function SignInPrompt({ hidden }: { hidden: number }) {
  return (
    <div className="relative overflow-hidden rounded-xl border bg-linear-to-br from-secondary via-card to-card px-6 py-10 text-center shadow-sm">
      <div
        aria-hidden="true"
        className="absolute -top-24 left-1/2 h-48 w-[36rem] max-w-full -translate-x-1/2 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative mx-auto flex max-w-lg flex-col items-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Lock aria-hidden="true" className="size-5" />
        </div>
        <h2 className="mt-4 text-xl font-semibold tracking-tight">
          View {formatCount(hidden)} More Investors
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Create a free account or sign in to browse the whole database and page through every result.
        </p>
        <Button asChild size="lg" className="mt-6 shadow-md shadow-primary/20">
          <Link to="/auth">Sign In to View All</Link>
        </Button>
      </div>
    </div>
  );
}
