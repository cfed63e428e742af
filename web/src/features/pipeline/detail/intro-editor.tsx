import { type TEntryChanges, type TPipelineEntry, ZEntryChanges } from '@core/contracts/pipeline';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { notify, notifyError } from '@web/lib/toast';
import { Copy, Loader2, Mail } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';

import { issuesOf, Section, type Update } from './section';

/** The intro the analysis drafted for this investor, editable, with Copy. */
export function IntroEditor({ entry, update }: { entry: TPipelineEntry; update: Update }) {
  const [subject, setSubject] = useState(entry.intro_subject ?? '');
  const [body, setBody] = useState(entry.intro_body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setSubject(entry.intro_subject ?? '');
    setBody(entry.intro_body ?? '');
  }, [entry.intro_subject, entry.intro_body]);
  const dirty =
    (subject.trim() || null) !== entry.intro_subject || (body.trim() || null) !== entry.intro_body;

  async function save(event: FormEvent) {
    event.preventDefault();
    const changes: TEntryChanges = { intro_subject: subject.trim() || null, intro_body: body.trim() || null };
    const issues = issuesOf(ZEntryChanges.safeParse(changes));
    setErrors(issues);
    if (Object.keys(issues).length > 0) return;
    setSaving(true);
    try {
      await update(entry.id, changes, 'Could not save the intro');
      notify('Intro saved');
    } catch {
      /* the toast said why */
    } finally {
      setSaving(false);
    }
  }

  async function copy() {
    const text = subject.trim() ? `Subject: ${subject.trim()}\n\n${body.trim()}` : body.trim();
    try {
      await navigator.clipboard.writeText(text);
      notify('Intro copied', 'Paste it into your e-mail.');
    } catch {
      notifyError('Could not copy', 'Your browser did not allow the clipboard; select the text instead.');
    }
  }

  return (
    <Section title="Intro e-mail" icon={<Mail />}>
      <p className="-mt-1 text-xs text-muted-foreground">
        {entry.intro_body
          ? "Drafted for this investor by your idea's analysis. Make it yours before sending."
          : 'No intro was drafted for this investor. Write one here and keep it with them.'}
      </p>
      <form onSubmit={save} noValidate className="grid gap-3" aria-label="Intro e-mail">
        <Field id="detail-intro-subject" label="Subject" error={errors.intro_subject}>
          <Input
            id="detail-intro-subject"
            maxLength={300}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            aria-invalid={!!errors.intro_subject}
          />
        </Field>
        <Field id="detail-intro-body" label="Message" error={errors.intro_body}>
          <Textarea
            id="detail-intro-body"
            rows={8}
            maxLength={10_000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={!!errors.intro_body}
            className="text-sm leading-relaxed"
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={copy} disabled={!body.trim()}>
            <Copy /> Copy
          </Button>
          <Button type="submit" disabled={saving || !dirty}>
            {saving ? <Loader2 className="animate-spin" /> : null} Save intro
          </Button>
        </div>
      </form>
    </Section>
  );
}
