import { Logo } from '@web/components/layout/logo';
import { Link } from 'react-router-dom';
import { MAILBOXES } from './marketing-content';
import { Container } from './marketing-layout';

type FooterLink = { label: string; to: string };

const FOOTER_COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/#features' },
      { label: 'Pricing', to: '/#pricing' },
      { label: 'Investor Database', to: '/investors' },
      { label: 'Advisor Marketplace', to: '/advisor-marketplace' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', to: '/blog' },
      { label: 'Success Stories', to: '/success-stories' },
      { label: 'Help', to: '/help' },
      { label: 'API Docs', to: '/api-docs' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Contact', to: '/contact' },
      { label: 'Privacy', to: '/privacy' },
    ],
  },
];

/** The site footer, rendered by the app layout under every page. */
export function Footer() {
  return (
    <footer className="border-t bg-card">
      <Container className="py-14">
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 md:grid-cols-[1.5fr_repeat(3,1fr)]">
          <div className="col-span-2 max-w-xs sm:col-span-3 md:col-span-1">
            <Logo />
            <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
              Match your startup with the right investors and design partners, plan your round and send warm
              intros.
            </p>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold">{column.title}</h2>
              <ul className="mt-4 grid gap-3 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="text-muted-foreground transition-colors hover:text-foreground"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-3 border-t pt-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Roundwise, Inc. All rights reserved.</p>
          <a href={`mailto:${MAILBOXES.general}`} className="transition-colors hover:text-foreground">
            {MAILBOXES.general}
          </a>
        </div>
      </Container>
    </footer>
  );
}
