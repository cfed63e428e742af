import { type TEntryChanges, type TPipelineEntry, ZEntryChanges } from '@core/contracts/pipeline';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/toast';
import { DollarSign, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { FollowUpPill } from '../entry-card';
import { moneyInputValue, parseMoney } from '../money';

import { issuesOf, Section, type Update } from './section';

/** Expected and committed amounts, next follow-up and e-mail, saved together. */
export function AmountsForm({
  entry,
  today,
  update,
}: {
  entry: TPipelineEntry;
  today: string;
  update: Update;
}) {
  const [expected, setExpected] = useState(moneyInputValue(entry.expected_amount));
  const [committed, setCommitted] = useState(moneyInputValue(entry.committed_amount));
  const [followUp, setFollowUp] = useState(entry.next_follow_up ?? '');
  const [email, setEmail] = useState(entry.email ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setExpected(moneyInputValue(entry.expected_amount));
    setCommitted(moneyInputValue(entry.committed_amount));
    setFollowUp(entry.next_follow_up ?? '');
    setEmail(entry.email ?? '');
  }, [entry.expected_amount, entry.committed_amount, entry.next_follow_up, entry.email]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const exp = parseMoney(expected, 'Expected amount');
    const com = parseMoney(committed, 'Committed amount');
    const next: Record<string, string> = {};
    if (!exp.ok) next.expected_amount = exp.message;
    if (!com.ok) next.committed_amount = com.message;
    const changes: TEntryChanges = {};
    if (exp.ok && exp.value !== entry.expected_amount) changes.expected_amount = exp.value;
    if (com.ok && com.value !== entry.committed_amount) changes.committed_amount = com.value;
    if ((followUp || null) !== entry.next_follow_up) changes.next_follow_up = followUp || null;
    if ((email.trim() || null) !== entry.email) changes.email = email.trim() || null;
    const parsed = ZEntryChanges.safeParse(changes);
    Object.assign(next, Object.fromEntries(Object.entries(issuesOf(parsed)).filter(([k]) => k !== 'form')));
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    if (Object.keys(changes).length === 0) return notify('Nothing to save', 'These are the saved values.');
    setSaving(true);
    try {
      await update(entry.id, changes, `Could not save ${entry.name}`);
      notify('Saved', `${entry.name} is up to date.`);
    } catch (err) {
      if (err instanceof ApiError && err.field) setErrors({ [err.field]: err.message });
    } finally {
      setSaving(false);
    }
  }

  const field = (id: string, key: string) => ({
    id,
    'aria-invalid': !!errors[key],
    'aria-describedby': errors[key] ? `${id}-error` : undefined,
  });

  return (
    <Section title="Money and follow-up" icon={<DollarSign />}>
      <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Money and follow-up">
        <div className="grid grid-cols-2 gap-3">
          <Field id="detail-expected" label="Expected ($)" error={errors.expected_amount}>
            <Input
              {...field('detail-expected', 'expected_amount')}
              inputMode="numeric"
              placeholder="e.g. 250,000"
              value={expected}
              onChange={(e) => setExpected(e.target.value)}
            />
          </Field>
          <Field id="detail-committed" label="Committed ($)" error={errors.committed_amount}>
            <Input
              {...field('detail-committed', 'committed_amount')}
              inputMode="numeric"
              placeholder="e.g. 100,000"
              value={committed}
              onChange={(e) => setCommitted(e.target.value)}
            />
          </Field>
          <Field
            id="detail-follow-up"
            label="Next follow-up"
            error={errors.next_follow_up}
            hint={
              entry.next_follow_up ? <FollowUpPill day={entry.next_follow_up} today={today} /> : undefined
            }
          >
            <Input
              {...field('detail-follow-up', 'next_follow_up')}
              type="date"
              value={followUp}
              onChange={(e) => setFollowUp(e.target.value)}
            />
          </Field>
          <Field id="detail-email" label="E-mail" error={errors.email}>
            <Input
              {...field('detail-email', 'email')}
              type="email"
              placeholder="partner@fund.vc"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            {saving ? <Loader2 className="animate-spin" /> : null} Save
          </Button>
        </div>
      </form>
    </Section>
  );
}
