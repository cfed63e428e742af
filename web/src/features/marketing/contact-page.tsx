import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError, api } from '@web/lib/api';
import { notify, notifyError } from '@web/lib/toast';
import { Briefcase, Clock, LifeBuoy, Mail, Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import {
  CONTACT_MAX,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  EMPTY_CONTACT,
  firstInvalidField,
  isContactField,
  validateContact,
} from './contact-form';
import { MAILBOXES } from './marketing-content';
import { Container, IconTile, PageHero, usePageTitle } from './marketing-layout';

const CHANNELS = [
  { icon: Mail, title: 'General inquiries', address: MAILBOXES.general },
  { icon: LifeBuoy, title: 'Support', address: MAILBOXES.support },
  { icon: Briefcase, title: 'Business & partnerships', address: MAILBOXES.business },
];

/**
 * /contact — on success the spec's toast appears and the three fields clear (§4, §8). Beyond the spec the
 * message is stored (POST /api/contact) for admins to read; a field the server refuses shows its message under
 * the field, and any other failure keeps the text and says so in a toast.
 */
export function ContactPage() {
  usePageTitle('Contact');
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(next: ContactErrors) {
    setErrors(next);
    const first = firstInvalidField(next);
    if (first) fields.current[first]?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = validateContact(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }

    setSending(true);
    try {
      await api('/api/contact', { method: 'POST', body: checked.data });
      notify('Message Sent!', "We'll get back to you within 24 hours.");
      setValues(EMPTY_CONTACT);
      setErrors({});
    } catch (err) {
      if (err instanceof ApiError && isContactField(err.field)) {
        showErrors({ [err.field]: err.message });
      } else if (err instanceof ApiError && err.status < 500) {
        notifyError('Message not sent', err.message);
      } else {
        notifyError(
          'Message not sent',
          'We could not send your message. Check your connection and try again.',
        );
      }
    } finally {
      setSending(false);
    }
  }

  /** The props that wire a control to its label, its error and its ref. */
  function control(field: ContactField) {
    const id = `contact-${field}`;
    return {
      id,
      name: field,
      required: true,
      maxLength: CONTACT_MAX[field],
      value: values[field],
      disabled: sending,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? `${id}-error` : undefined,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        fields.current[field] = element;
      },
    };
  }

  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in touch"
        description="Questions about Roundwise, your account or a partnership? Send us a message and we'll get back to you."
      />
      <section className="py-16">
        <Container className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
          <Card className="p-6 sm:p-8">
            <h2 className="text-xl font-semibold">Send us a message</h2>
            <p className="mt-1 text-sm text-muted-foreground">All fields are required.</p>
            <form onSubmit={handleSubmit} noValidate className="mt-6 grid gap-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <Field id="contact-name" label="Name" error={errors.name}>
                  <Input
                    {...control('name')}
                    autoComplete="name"
                    placeholder="Your name"
                    onChange={(event) => update('name', event.target.value)}
                  />
                </Field>
                <Field id="contact-email" label="Email" error={errors.email}>
                  <Input
                    {...control('email')}
                    type="email"
                    autoComplete="email"
                    placeholder="you@company.com"
                    onChange={(event) => update('email', event.target.value)}
                  />
                </Field>
              </div>
              <Field id="contact-message" label="Message" error={errors.message}>
                <Textarea
                  {...control('message')}
                  rows={6}
                  placeholder="How can we help?"
                  onChange={(event) => update('message', event.target.value)}
                />
              </Field>
              <Button
                type="submit"
                size="lg"
                className="w-full sm:w-auto sm:justify-self-start"
                disabled={sending}
              >
                <Send aria-hidden="true" />
                {sending ? 'Sending...' : 'Send Message'}
              </Button>
            </form>
          </Card>

          <aside aria-labelledby="channels-title" className="grid content-start gap-4">
            <h2 id="channels-title" className="text-xl font-semibold">
              Other ways to reach us
            </h2>
            <ul className="grid gap-3">
              {CHANNELS.map(({ icon: Icon, title, address }) => (
                <li key={address}>
                  <a
                    href={`mailto:${address}`}
                    className="flex items-center gap-4 rounded-lg border bg-card p-4 transition-colors hover:border-primary/40 hover:bg-secondary/40"
                  >
                    <IconTile>
                      <Icon aria-hidden="true" />
                    </IconTile>
                    <span className="min-w-0">
                      <span className="block text-sm font-semibold">{title}</span>
                      <span className="block truncate text-sm text-primary">{address}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            <p className="flex items-start gap-3 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              We reply to every message within 24 hours on business days.
            </p>
          </aside>
        </Container>
      </section>
    </>
  );
}
