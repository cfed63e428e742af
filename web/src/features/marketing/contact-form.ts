// The contact form's rules, free of React: the spec's three required fields (§5) with the server's messages
// (src/contracts/contact.ts), and how a server answer maps back onto a field.
import { type TContactRequest, ZContactRequest } from '@core/contracts/contact';

export type ContactField = keyof TContactRequest;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];
export const EMPTY_CONTACT: ContactValues = { name: '', email: '', message: '' };

/** Spec §9 and the server's bounds: name 100, email 255, message 5000 characters. */
export const CONTACT_MAX: Record<ContactField, number> = { name: 100, email: 255, message: 5000 };

export function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** The trimmed request to send, or the first message for each failing field. */
export function validateContact(
  values: ContactValues,
): { ok: true; data: TContactRequest } | { ok: false; errors: ContactErrors } {
  const parsed = ZContactRequest.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The first field, in form order, that has an error; focus goes there. */
export function firstInvalidField(errors: ContactErrors): ContactField | null {
  return CONTACT_FIELDS.find((field) => errors[field]) ?? null;
}
