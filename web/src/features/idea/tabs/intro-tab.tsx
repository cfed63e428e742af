import type { TWarmIntro } from '@core/contracts/warm-paths';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { notify, notifyError } from '@web/lib/toast';
import { Check, Copy, Network, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PlanGate } from '../premium-overlay';
import type { Intro, Recommendations } from '../recommendations';

/** The greeting's placeholder when the data names no partner at the firm. */
const PLACEHOLDER = /(\[[^\]\n]{1,40}\])/;

function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      notify('Copied', `${what} is on your clipboard.`);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notifyError('Copy failed', 'Select the text and copy it by hand.');
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={copy} aria-label={`Copy ${what}`}>
      {copied ? <Check /> : <Copy />} {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

/** The body with any placeholder marked, so that it is filled in before sending. */
function Body({ text }: { text: string }) {
  const parts = text.split(PLACEHOLDER);
  return (
    <p className="mt-3 whitespace-pre-line rounded-md bg-muted/60 p-4 text-sm leading-relaxed">
      {parts.map((part, i) =>
        PLACEHOLDER.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-amber-900">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function Email({
  heading,
  notes,
  warning,
  subject,
  body,
}: {
  heading: string;
  notes?: ReactNode;
  warning?: string | null;
  subject: string;
  body: string;
}) {
  const text = subject ? `Subject: ${subject}\n\n${body}` : body;
  return (
    <Card className="p-5" data-testid="intro-draft">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">{heading}</h3>
          {notes ? (
            <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">{notes}</div>
          ) : null}
        </div>
        <CopyButton text={text} what={heading} />
      </div>
      {warning ? (
        <p className="mt-3 flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-2.5 text-xs text-amber-900">
          <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {warning}
        </p>
      ) : null}
      {subject ? (
        <p className="mt-3 text-sm">
          <span className="text-muted-foreground">Subject: </span>
          <span className="font-medium">{subject}</span>
        </p>
      ) : null}
      <Body text={body} />
    </Card>
  );
}

/** What the intro rests on: the deal it cites (always with its year) or the investor's stated thesis. */
function notesOf(intro: Intro): ReactNode {
  const cites = intro.citedCompany
    ? `Cites their ${intro.citedYear ?? ''} investment in ${intro.citedCompany}`.replace('  ', ' ')
    : intro.why?.includes('2026 directory')
      ? 'Cites their stated thesis (2026 directory)'
      : intro.why?.startsWith('In your own words')
        ? 'Quotes their own description'
        : null;
  const ask = intro.ask?.split(/(?<=[.?])\s/)[0] ?? null;
  return (
    <>
      {cites ? <span>{cites}</span> : null}
      {ask ? <span>The ask: {ask.replace(/^We are raising /, '').replace(/\.$/, '')}</span> : null}
    </>
  );
}

const PATH_WORDS: Record<TWarmIntro['kind'], string> = {
  works_there: 'works there',
  portfolio: 'at a company they backed',
  co_investor: 'invested alongside them',
};

function warmHeading(intro: TWarmIntro): string {
  // Someone at the firm is asked for a look; anyone else for an introduction.
  return intro.kind === 'works_there'
    ? `Write to ${intro.contact.name} at ${intro.investor_name}`
    : `Ask ${intro.contact.name} for an intro to ${intro.investor_name}`;
}

/**
 * The forwardable requests to the founder's own contacts (issue 33): each investor's warmest way in, those through
 * someone close first; the ones through people further off (staff at a company it backed) wait behind a button.
 */
function WarmIntros({ intros, close }: { intros: readonly TWarmIntro[]; close?: ReadonlySet<string> }) {
  const [all, setAll] = useState(false);
  const near = close ? intros.filter((i) => close.has(i.investor_id)) : intros;
  const far = close ? intros.filter((i) => !close.has(i.investor_id)) : [];
  const shown = all || near.length === 0 ? [...near, ...far] : near;
  return (
    <section className="grid gap-4" aria-label="Warm introductions">
      <div>
        <h2 className="flex items-center gap-2 font-semibold">
          <Network className="size-4 text-emerald-700" aria-hidden="true" /> Warm introductions
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          A short request to someone you know, with a note they can forward. They ask the investor first, and
          pass it on only if the investor says yes.
        </p>
      </div>
      {shown.map((intro) => (
        <div key={`${intro.investor_id}|${intro.contact.id}`} data-testid="warm-intro">
          <Email
            heading={warmHeading(intro)}
            notes={
              <>
                <span>
                  {[intro.contact.position, intro.contact.company].filter(Boolean).join(' at ')} ·{' '}
                  {PATH_WORDS[intro.kind]}
                </span>
                <span>Forwardable, double opt-in</span>
              </>
            }
            subject={intro.subject}
            body={intro.body}
          />
        </div>
      ))}
      {shown.length < intros.length ? (
        <Button variant="outline" className="justify-self-start" onClick={() => setAll(true)}>
          Show {intros.length - shown.length} more through people further off
        </Button>
      ) : null}
    </section>
  );
}

export function IntroTab({
  recommendations,
  warmIntros = [],
  closeInvestors,
  withheld,
}: {
  recommendations: Pick<Recommendations, 'introTemplate' | 'intros'>;
  /** Requests to the founder's own contacts, when the founder is the one reading (issue 33). */
  warmIntros?: readonly TWarmIntro[];
  /** The investors someone close to the founder can introduce them to: their requests come first. */
  closeInvestors?: ReadonlySet<string>;
  /** What the server withheld for the account's plan: the personalised intros on Starter, behind the panel. */
  withheld?: readonly string[];
}) {
  const { introTemplate, intros } = recommendations;
  const paid = withheld?.includes('intros') ?? false;
  if (!introTemplate && intros.length === 0 && warmIntros.length === 0 && !paid)
    return <p className="text-sm text-muted-foreground">No intro drafts were written for this idea.</p>;
  // The template is the first intro (spec §3): shown apart only when no intro of its own is listed.
  return (
    <div className="grid gap-4">
      {warmIntros.length ? <WarmIntros intros={warmIntros} close={closeInvestors} /> : null}
      {warmIntros.length && intros.length ? (
        <div className="mt-4">
          <h2 className="font-semibold">Cold e-mails</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            For every investor on your list: for those no one you know can reach, or to write yourself.
          </p>
        </div>
      ) : null}
      {introTemplate && intros.length === 0 ? (
        <Email
          heading="Intro template"
          notes="Written to your first match: change the firm and why it fits, and it serves for any other investor."
          {...introTemplate}
        />
      ) : null}
      {paid ? (
        <PlanGate feature="intros" withheld={withheld}>
          {null}
        </PlanGate>
      ) : null}
      {intros.map((intro: Intro, i) => (
        <Email
          key={`${intro.investor}|${intro.subject}`}
          heading={intro.investor ? `To ${intro.investor}` : `Draft ${i + 1}`}
          notes={notesOf(intro)}
          warning={
            PLACEHOLDER.test(intro.body)
              ? `Our data names no partner at ${intro.investor || 'this firm'}: put the name of the partner who covers your sector in the greeting before you send it.`
              : null
          }
          subject={intro.subject}
          body={intro.body}
        />
      ))}
    </div>
  );
}
