import nodemailer from 'nodemailer';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Sends e-mail; the server has one only when SMTP_URL is set. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * A mailer over SMTP (nodemailer): `smtp://user:pass@host:587` (STARTTLS when the server offers it) or
 * `smtps://…:465`. `from` is the sender every digest carries.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/** The sender when SMTP_FROM is not set: Roundwise at the host of the app's public address. */
export function defaultFrom(baseUrl: string): string {
  const host = new URL(baseUrl).hostname;
  return `Roundwise <notifications@${host.includes('.') ? host : `${host}.localdomain`}>`;
}
