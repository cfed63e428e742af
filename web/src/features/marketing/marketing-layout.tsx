import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import type { LucideIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect } from 'react';

const SITE_NAME = 'Roundwise';

/** Names the browser tab after the page ('About Us | Roundwise'), restoring the previous title on leaving. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: Founders Looking for Investors`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** The page-width wrapper every marketing section uses. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

/** Small uppercase label above a heading. */
export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-full border border-primary/15 bg-secondary px-3 py-1 text-xs font-semibold uppercase tracking-wider text-secondary-foreground',
        className,
      )}
    >
      {children}
    </p>
  );
}

/** The top band of a static page: eyebrow, the page's single H1 and an intro line. */
export function PageHero({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b bg-linear-to-b from-secondary/70 via-background to-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-80 max-w-3xl rounded-full bg-primary/10 blur-3xl"
      />
      <Container className="relative py-16 text-center sm:py-20">
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 className="mx-auto mt-5 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {description ? (
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{description}</p>
        ) : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </Container>
    </section>
  );
}

/** A section's H2 with an optional eyebrow and intro, centred or left-aligned. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
}: {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'left';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p> : null}
    </div>
  );
}

/** A rounded square holding a lucide icon. */
export function IconTile({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary ring-1 ring-primary/10 [&_svg]:size-5',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A grid of cards, each an icon, a title and a short text: the features, pillars and benefits sections. */
export function IconCardGrid({
  items,
  className,
  cardClassName,
}: {
  items: readonly { icon: LucideIcon; title: string; description: string }[];
  className?: string;
  cardClassName?: string;
}) {
  return (
    <ul className={cn('grid gap-5', className)}>
      {items.map(({ icon: Icon, title, description }) => (
        <li key={title}>
          <Card className={cn('h-full p-6', cardClassName)}>
            <IconTile>
              <Icon aria-hidden="true" />
            </IconTile>
            <h3 className="mt-5 text-base font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
