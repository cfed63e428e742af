// Text and URL helpers every extractor of a portfolio page shares.

/** Whitespace runs as one space, ends trimmed; nothing for null. */
export const squash = (text: string | undefined | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** What identifies a company within one portfolio: its name, case, accents and punctuation aside. */
export function companyKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The investor's website as a URL to fetch: a bare domain gets https://. */
export function websiteUrl(website: string): string {
  const w = website.trim();
  return /^[a-z][a-z\d+.-]*:/i.test(w) ? w : `https://${w.replace(/^\/+/, '')}`;
}

export function hostKey(url: URL): string {
  return url.host.toLowerCase().replace(/^www\./, '');
}

/** A URL as written when absolute, made absolute against the page when relative; null when not http(s). */
export function absoluteUrl(href: string | undefined | null, pageUrl: string): string | null {
  const h = squash(href);
  if (!h || h.startsWith('#')) return null;
  try {
    const url = new URL(h, pageUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return /^https?:\/\//i.test(h) ? h : url.href;
  } catch {
    return null;
  }
}
