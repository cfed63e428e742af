import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { notify, notifyError } from '@web/lib/toast';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { Intro, Recommendations } from '../recommendations';

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

function Email({
  heading,
  note,
  subject,
  body,
}: {
  heading: string;
  note?: string;
  subject: string;
  body: string;
}) {
  const text = subject ? `Subject: ${subject}\n\n${body}` : body;
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">{heading}</h3>
          {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
        </div>
        <CopyButton text={text} what={heading} />
      </div>
      {subject ? (
        <p className="mt-3 text-sm">
          <span className="text-muted-foreground">Subject: </span>
          <span className="font-medium">{subject}</span>
        </p>
      ) : null}
      <p className="mt-3 whitespace-pre-line rounded-md bg-muted/60 p-4 text-sm leading-relaxed">{body}</p>
    </Card>
  );
}

export function IntroTab({
  recommendations,
}: {
  recommendations: Pick<Recommendations, 'introTemplate' | 'intros'>;
}) {
  const { introTemplate, intros } = recommendations;
  if (!introTemplate && intros.length === 0)
    return <p className="text-sm text-muted-foreground">No intro drafts were written for this idea.</p>;
  return (
    <div className="grid gap-4">
      {introTemplate ? (
        <Email heading="Intro template" note="A starting point for any investor." {...introTemplate} />
      ) : null}
      {intros.map((intro: Intro, i) => (
        <Email
          key={`${intro.investor}|${intro.subject}`}
          heading={intro.investor ? `To ${intro.investor}` : `Draft ${i + 1}`}
          note={intro.citedCompany ? `Cites their investment in ${intro.citedCompany}` : undefined}
          subject={intro.subject}
          body={intro.body}
        />
      ))}
    </div>
  );
}
