import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@web/components/ui/accordion';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import {
  BookOpen,
  CreditCard,
  LifeBuoy,
  MessageCircle,
  Rocket,
  Search,
  SearchX,
  Sparkles,
  Wrench,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FAQ_ITEMS, filterFaq, groupFaq, searchTerms } from './faq-content';
import type { FaqCategory, FaqItem } from './marketing-content';
import { Container, IconTile, PageHero, usePageTitle } from './marketing-layout';

const INFO_TILES = [
  {
    icon: BookOpen,
    title: 'Getting started',
    description: 'Create your account, complete the two-step onboarding and add your first idea.',
  },
  {
    icon: Sparkles,
    title: 'Understanding matches',
    description: 'Learn how investors are ranked and what Hot, Warm and Cold mean for your outreach.',
  },
  {
    icon: LifeBuoy,
    title: 'Support',
    description: 'Our team replies within 24 hours on business days.',
  },
];

const CATEGORY_ICONS: Record<FaqCategory, typeof Rocket> = {
  'Getting Started': Rocket,
  'Investor Matching': Sparkles,
  'Using the Platform': Wrench,
  'Pricing & Billing': CreditCard,
};

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function FaqCategoryCard({ category, items }: { category: FaqCategory; items: readonly FaqItem[] }) {
  const Icon = CATEGORY_ICONS[category];
  const headingId = `faq-${slug(category)}`;
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-6 sm:p-8">
        <h3 id={headingId} className="flex items-center gap-3 text-lg font-semibold">
          <Icon aria-hidden="true" className="size-5 text-primary" />
          {category}
        </h3>
        {/* One accordion per category: at most one open item in each, and it can be collapsed (spec §4). */}
        <Accordion type="single" collapsible className="mt-2">
          {items.map((item) => (
            <AccordionItem key={item.question} value={item.question} className="last:border-b-0">
              <AccordionTrigger className="gap-4 text-base hover:text-primary hover:no-underline">
                {item.question}
              </AccordionTrigger>
              <AccordionContent className="leading-relaxed">{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Card>
    </section>
  );
}

function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed bg-card px-6 py-12 text-center">
      <IconTile>
        <SearchX aria-hidden="true" />
      </IconTile>
      <h3 className="text-lg font-semibold">No answers match “{query.trim()}”</h3>
      <p className="max-w-md text-sm text-muted-foreground">
        Try fewer or different words, such as “investors”, “upload” or “billing”, or ask our team directly.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="outline" onClick={onClear}>
          Clear search
        </Button>
        <Button asChild>
          <Link to="/contact">Ask our team</Link>
        </Button>
      </div>
    </div>
  );
}

/** /help — beyond the spec, the search box filters the questions (question, answer or category). */
export function HelpPage() {
  usePageTitle('Help Center');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const searching = searchTerms(query).length > 0;
  const matches = filterFaq(query);
  const groups = groupFaq(matches);

  function clearSearch() {
    setQuery('');
    document.getElementById(searchId)?.focus();
  }

  return (
    <>
      <PageHero
        eyebrow="Help center"
        title="How can we help?"
        description="Answers to common questions about Roundwise, investor matching and your plan."
      >
        <search className="mx-auto block max-w-xl">
          <form className="relative" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={searchId} className="sr-only">
              Search the help center
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              placeholder="Search for answers..."
              autoComplete="off"
              className="h-12 rounded-lg pl-12 text-base shadow-sm"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
        </search>
      </PageHero>

      {searching ? null : (
        <section aria-label="Help topics" className="pt-12 sm:pt-16">
          <Container className="max-w-4xl">
            <ul className="grid gap-4 md:grid-cols-3 md:gap-5">
              {INFO_TILES.map(({ icon: Icon, title, description }) => (
                <li key={title}>
                  <Card className="flex h-full gap-4 p-5 md:flex-col md:gap-0 md:p-6">
                    <IconTile>
                      <Icon aria-hidden="true" />
                    </IconTile>
                    <div>
                      <h2 className="font-semibold md:mt-4">{title}</h2>
                      <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}

      <section aria-labelledby="faq-title" className="py-12 sm:py-16">
        <Container className="max-w-4xl">
          <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight">
            Frequently asked questions
          </h2>
          <p aria-live="polite" className="mt-3 text-center text-sm text-muted-foreground">
            {searching ? `${matches.length} of ${FAQ_ITEMS.length} questions match “${query.trim()}”` : null}
          </p>
          <div className="mt-8 grid gap-6">
            {groups.length > 0 ? (
              groups.map((group) => (
                <FaqCategoryCard key={group.category} category={group.category} items={group.items} />
              ))
            ) : (
              <NoResults query={query} onClear={clearSearch} />
            )}
          </div>

          <Card className="mt-12 flex flex-col items-center gap-4 bg-linear-to-br from-secondary to-card p-10 text-center">
            <IconTile>
              <MessageCircle aria-hidden="true" />
            </IconTile>
            <h2 className="text-2xl font-bold tracking-tight">Still have questions?</h2>
            <p className="max-w-md text-muted-foreground">
              Can't find the answer you're looking for? Our team replies within 24 hours on business days.
            </p>
            <Button asChild size="lg">
              <Link to="/contact">Contact Support</Link>
            </Button>
          </Card>
        </Container>
      </section>
    </>
  );
}
