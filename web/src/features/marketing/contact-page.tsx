import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { notify } from '@web/lib/toast';
import { Briefcase, Clock, LifeBuoy, Mail, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { MAILBOXES } from './marketing-content';
import { Container, IconTile, PageHero } from './marketing-layout';

const CHANNELS = [
  { icon: Mail, title: 'General inquiries', address: MAILBOXES.general },
  { icon: LifeBuoy, title: 'Support', address: MAILBOXES.support },
  { icon: Briefcase, title: 'Business & partnerships', address: MAILBOXES.business },
];

/** /contact — the form only confirms with a toast; nothing is sent (spec §4). */
export function ContactPage() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    notify('Message Sent!', "We'll get back to you within 24 hours.");
    setName('');
    setEmail('');
    setMessage('');
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
            <form onSubmit={handleSubmit} className="mt-6 grid gap-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <div className="grid gap-2">
                  <Label htmlFor="contact-name">Name</Label>
                  <Input
                    id="contact-name"
                    name="name"
                    autoComplete="name"
                    placeholder="Your name"
                    required
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="contact-email">Email</Label>
                  <Input
                    id="contact-email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    placeholder="you@company.com"
                    required
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                  />
                </div>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="contact-message">Message</Label>
                <Textarea
                  id="contact-message"
                  name="message"
                  rows={6}
                  placeholder="How can we help?"
                  required
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                />
              </div>
              <Button type="submit" size="lg" className="justify-self-start">
                <Send aria-hidden="true" />
                Send Message
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
