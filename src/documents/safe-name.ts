/** The longest stored name, extension included; the timestamp prefix comes on top. */
export const MAX_NAME_LENGTH = 100;
/** An extension is 1 to 10 letters or digits; anything else after the last dot is part of the name. */
const EXTENSION = /^[A-Za-z0-9]{1,10}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * A file name that is safe to store and to send back in Content-Disposition, made from whatever the client
 * called its file: only the last path segment, accents folded to ASCII, control characters dropped, anything
 * outside [A-Za-z0-9._ -] turned into "_", runs collapsed, no leading dot or dash, at most 100 characters,
 * and the extension (lower-cased) kept. It names a file inside a folder the server chose; it is never a path.
 */
export function safeFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(CONTROL_CHARACTERS, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/[\s.]+$/, '');
  const dot = cleaned.lastIndexOf('.');
  const ext = dot >= 0 && EXTENSION.test(cleaned.slice(dot + 1)) ? cleaned.slice(dot + 1).toLowerCase() : '';
  const stem = (ext ? cleaned.slice(0, dot) : cleaned).replace(/^[\s._-]+/, '');
  const room = MAX_NAME_LENGTH - (ext ? ext.length + 1 : 0);
  const cut = stem.slice(0, room).replace(/[\s._-]+$/, '') || 'document';
  return ext ? `${cut}.${ext}` : cut;
}

/** The extension of a client's file name, lower-cased, or '' without one. */
export function extensionOf(name: string): string {
  const safe = safeFileName(name);
  const dot = safe.lastIndexOf('.');
  return dot > 0 ? safe.slice(dot + 1) : '';
}
