import type { DigestFrequency } from '../../core/contracts/notifications';

/** Notifications one digest lists; past that it says how many more wait in the app. */
export const DIGEST_MAX_ITEMS = 30;

export interface DigestItem {
  title: string;
  body: string | null;
  link: string;
  created_at: Date;
}

export interface DigestEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A digest of what the user has not read yet, with a link to act on each, to change the frequency, and to
 * unsubscribe in one click (the List-Unsubscribe headers of RFC 2369 and RFC 8058 too). Titles carry other
 * people's words (an idea's title, a name), so the HTML part escapes everything it did not write.
 */
export function digestEmail(input: {
  name: string | null;
  frequency: Exclude<DigestFrequency, 'off'>;
  items: readonly DigestItem[];
  /** How many unread in all (the items are the newest DIGEST_MAX_ITEMS). */
  total: number;
  baseUrl: string;
  token: string;
}): DigestEmail {
  const { items, total, baseUrl } = input;
  const base = baseUrl.replace(/\/$/, '');
  const token = encodeURIComponent(input.token);
  const unsubscribePage = `${base}/unsubscribe?token=${token}`;
  const oneClick = `${base}/api/notifications/unsubscribe?token=${token}`;
  const settings = `${base}/settings/notifications`;
  const period = input.frequency === 'daily' ? 'daily' : 'weekly';
  const subject = `Roundwise: ${total} new ${total === 1 ? 'update' : 'updates'} for you`;
  const more = total > items.length ? total - items.length : 0;
  const greeting = input.name ? `Hi ${input.name.split(' ')[0]},` : 'Hi,';
  const text = [
    greeting,
    '',
    `Here is what happened on Roundwise since your last ${period} digest:`,
    '',
    ...items.flatMap((i) => [`- ${i.title}`, ...(i.body ? [`  ${i.body}`] : []), `  ${base}${i.link}`, '']),
    ...(more ? [`…and ${more} more in the app: ${base}/notifications`, ''] : []),
    `You get this ${period} digest because you have unread notifications on Roundwise.`,
    `Change how often: ${settings}`,
    `Unsubscribe from these e-mails: ${unsubscribePage}`,
  ].join('\n');
  const li = items
    .map(
      (i) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(base + i.link)}" style="color:#4f46e5;font-weight:600">${escapeHtml(i.title)}</a>` +
        (i.body ? `<br><span style="color:#555">${escapeHtml(i.body)}</span>` : '') +
        '</li>',
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p>
<p>Here is what happened on Roundwise since your last ${period} digest:</p>
<ul style="padding-left:20px">${li}</ul>
${more ? `<p><a href="${escapeHtml(`${base}/notifications`)}">…and ${more} more in the app</a></p>` : ''}
<p style="color:#666;font-size:13px">You get this ${period} digest because you have unread notifications on Roundwise.
<a href="${escapeHtml(settings)}">Change how often</a> · <a href="${escapeHtml(unsubscribePage)}">Unsubscribe</a></p>
</body></html>`;
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
