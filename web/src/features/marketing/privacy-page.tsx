import { Card } from '@web/components/ui/card';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MAILBOXES } from './marketing-content';
import { Container, PageHero, usePageTitle } from './marketing-layout';

type PolicySection = { id: string; title: string; body: ReactNode };

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <p>
        Roundwise, Inc. ("Roundwise", "we", "us") provides a fundraising platform that helps founders find
        investors and design partners, plan their round and write introduction emails, and helps advisors and
        investors discover startups. This policy explains what information we collect when you use Roundwise,
        how we use and protect it, and the choices you have. By using Roundwise you agree to the practices
        described here.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your name, email address, password (stored only as a secure
            hash) and your role as a founder, advisor or investor.
          </li>
          <li>
            <strong>Profile information:</strong> your LinkedIn profile URL and the public details we read
            from it, such as your headline and skills, and your company name.
          </li>
          <li>
            <strong>Content you provide:</strong> startup ideas, descriptions, fundraising goals, investment
            or advisory preferences, and documents you upload such as pitch decks.
          </li>
          <li>
            <strong>Usage information:</strong> basic technical data such as log records, browser type and the
            pages you visit, used to keep the service secure and reliable.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>
            Provide the service, including AI analysis of your ideas and matching with investors and design
            partners;
          </li>
          <li>Generate your fundraising strategy and introduction email templates;</li>
          <li>Show relevant startups to advisors and investors, according to your role;</li>
          <li>Operate, secure and improve Roundwise, and respond to your support requests;</li>
          <li>
            Send service messages, such as a notice when a plan you joined the waitlist for becomes available.
          </li>
        </ul>
        <p>
          We do not sell your personal information, and we do not use your ideas or documents for advertising.
        </p>
      </>
    ),
  },
  {
    id: 'information-sharing',
    title: 'Information Sharing',
    body: (
      <>
        <p>We share information only in these cases:</p>
        <ul>
          <li>
            <strong>Within the platform:</strong> when you are a founder, investors using Roundwise can see
            your startup ideas together with your name, company and email address so they can reach you, and
            advisors can see ideas that match their expertise.
          </li>
          <li>
            <strong>Service providers:</strong> trusted vendors who host our infrastructure or provide AI
            processing on our behalf, under contracts that limit their use of your data to providing those
            services.
          </li>
          <li>
            <strong>Legal reasons:</strong> when required by law, or to protect the rights, property or safety
            of Roundwise, our users or others.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-storage',
    title: 'Data Storage: Free vs. Paid Plans',
    body: (
      <>
        <p>
          <strong>Free plan:</strong> your ideas, pitch materials and uploaded documents are stored on our
          servers, protected by the security measures described below.
        </p>
        <p>
          <strong>Paid plans:</strong> you can keep sensitive materials such as your data room in your own
          cloud drive. Those files stay in your account and we never see them; Roundwise only keeps the
          information needed to run the service.
        </p>
        <p>
          We keep your information for as long as your account is active. When you delete your account, we
          delete or anonymise your personal information unless we must keep it to meet a legal obligation.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>Access the personal information we hold about you and receive a copy of it;</li>
          <li>Correct information that is inaccurate or incomplete;</li>
          <li>Delete your account and the information associated with it;</li>
          <li>Object to or restrict certain processing, and withdraw consent where we rely on it.</li>
        </ul>
        <p>
          To exercise any of these rights, contact us at the address below. We will respond within the time
          required by applicable law.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your information with encryption in transit, access controls that limit who can see your
        data, hashed passwords and regular review of our systems. No method of transmission or storage is
        completely secure, so we cannot guarantee absolute security, but we work to protect your information
        and will notify you of a breach as required by law.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use essential cookies and similar local storage to keep you signed in and to remember your
        preferences. We do not use third-party advertising cookies. You can block cookies in your browser
        settings, but parts of Roundwise, such as signing in, will not work without them.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time. When we do, we will change the "Last updated" date at the
        top of this page and, for significant changes, notify you by email or in the app before they take
        effect.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <p>
        If you have questions about this policy or your personal information, email us at{' '}
        <a href={`mailto:${MAILBOXES.support}`}>{MAILBOXES.support}</a>, or reach Roundwise, Inc. through our{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

/** /privacy */
export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy Policy" description="Last updated January 2025" />
      <section className="py-16">
        <Container className="grid gap-10 lg:grid-cols-[14rem_1fr]">
          <nav aria-label="On this page" className="hidden lg:block">
            <div className="sticky top-24">
              <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                On this page
              </p>
              <ol className="mt-4 grid gap-2 text-sm">
                {SECTIONS.map((section, index) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="text-muted-foreground transition-colors hover:text-foreground"
                    >
                      {index + 1}. {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <Card className="p-6 sm:p-10">
            <div className="grid gap-10">
              {SECTIONS.map((section, index) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                  <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
                    {index + 1}. {section.title}
                  </h2>
                  <div className="mt-3 grid gap-3 text-[0.9375rem] leading-relaxed text-foreground/75 [&_a]:font-medium [&_a]:text-primary [&_a:hover]:underline [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-5">
                    {section.body}
                  </div>
                </section>
              ))}
            </div>
          </Card>
        </Container>
      </section>
    </>
  );
}
