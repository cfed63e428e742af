import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { Calendar, Clock, Flame, Handshake, type LucideIcon, Mail, PenLine, TrendingUp } from 'lucide-react';
import { BLOG_POSTS, type BlogPost } from './marketing-content';
import { Container, IconTile, PageHero, usePageTitle } from './marketing-layout';

const CATEGORY_COVERS: Record<string, { icon: LucideIcon; className: string }> = {
  Fundraising: { icon: TrendingUp, className: 'from-primary/25 via-violet-400/15 to-secondary' },
  'Investor Insights': { icon: Flame, className: 'from-hot/25 via-warm/15 to-secondary' },
  Product: { icon: Handshake, className: 'from-success/25 via-sky-400/15 to-secondary' },
  Outreach: { icon: Mail, className: 'from-cold/25 via-primary/15 to-secondary' },
};
const DEFAULT_COVER = { icon: PenLine, className: 'from-primary/20 to-secondary' };

function PostCard({ post }: { post: BlogPost }) {
  const cover = CATEGORY_COVERS[post.category] ?? DEFAULT_COVER;
  const Icon = cover.icon;
  return (
    <article className="h-full">
      <Card className="group flex h-full flex-col overflow-hidden">
        <div
          aria-hidden="true"
          className={cn('relative flex h-36 items-center justify-center bg-linear-to-br', cover.className)}
        >
          <div className="flex size-14 items-center justify-center rounded-2xl bg-card/80 text-primary shadow-sm ring-1 ring-black/5 backdrop-blur transition-transform group-hover:scale-105">
            <Icon className="size-7" />
          </div>
        </div>
        <div className="flex flex-1 flex-col p-6">
          <p className="text-xs font-semibold uppercase tracking-wider text-primary">{post.category}</p>
          <h2 className="mt-3 text-xl font-semibold leading-snug tracking-tight">{post.title}</h2>
          <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">{post.excerpt}</p>
          <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 border-t pt-4 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <Calendar aria-hidden="true" className="size-3.5" />
              {post.date}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-3.5" />
              {post.readTime}
            </span>
          </p>
        </div>
      </Card>
    </article>
  );
}

/** /blog */
export function BlogPage() {
  usePageTitle('Blog');
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Fundraising insights for founders"
        description="Practical guides on finding investors, building traction with design partners and running a focused raise."
      />
      <section className="py-16">
        <Container>
          <ul className="grid gap-6 md:grid-cols-2">
            {BLOG_POSTS.map((post) => (
              <li key={post.title}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <div className="mt-12 flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
            <IconTile>
              <PenLine aria-hidden="true" />
            </IconTile>
            <p className="font-medium">More posts are coming soon.</p>
            <p className="text-sm text-muted-foreground">
              We're writing new guides on fundraising, investor outreach and building with design partners.
            </p>
          </div>
        </Container>
      </section>
    </>
  );
}
