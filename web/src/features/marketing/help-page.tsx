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
  Sparkles,
  Wrench,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FAQ_CATEGORIES, faqItemsFor } from './faq-content';
import type { FaqCategory } from './marketing-content';
import { Container, IconTile, PageHero } from './marketing-layout';

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

/** /help — the search box holds its text but does not filter (spec §2, §5). */
export function HelpPage() {
  const [query, setQuery] = useState('');

  return (
    <>
      <PageHero
        eyebrow="Help center"
        title="How can we help?"
        description="Answers to common questions about Roundwise, investor matching and your plan."
      >
        <search className="mx-auto block max-w-xl">
          <form className="relative" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="help-search" className="sr-only">
              Search help articles
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="help-search"
              type="search"
              placeholder="Search for answers..."
              className="h-12 rounded-lg pl-12 text-base shadow-sm"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
        </search>
      </PageHero>

      <section aria-label="Help topics" className="pt-16">
        <Container className="max-w-4xl">
          <ul className="grid gap-5 md:grid-cols-3">
            {INFO_TILES.map(({ icon: Icon, title, description }) => (
              <li key={title}>
                <Card className="h-full p-6">
                  <IconTile>
                    <Icon aria-hidden="true" />
                  </IconTile>
                  <h2 className="mt-4 font-semibold">{title}</h2>
                  <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="faq-title" className="py-16">
        <Container className="max-w-4xl">
          <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight">
            Frequently asked questions
          </h2>
          <div className="mt-10 grid gap-6">
            {FAQ_CATEGORIES.map((category) => {
              const Icon = CATEGORY_ICONS[category];
              const headingId = `faq-${slug(category)}`;
              return (
                <Card key={category} className="p-6 sm:p-8" aria-labelledby={headingId} role="region">
                  <h3 id={headingId} className="flex items-center gap-3 text-lg font-semibold">
                    <Icon aria-hidden="true" className="size-5 text-primary" />
                    {category}
                  </h3>
                  <Accordion type="single" collapsible className="mt-2">
                    {faqItemsFor(category).map((item) => (
                      <AccordionItem key={item.question} value={item.question} className="last:border-b-0">
                        <AccordionTrigger className="text-base hover:no-underline hover:text-primary">
                          {item.question}
                        </AccordionTrigger>
                        <AccordionContent className="leading-relaxed">{item.answer}</AccordionContent>
                      </AccordionItem>
                    ))}
                  </Accordion>
                </Card>
              );
            })}
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
