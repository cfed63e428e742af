import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

export type CsvRow = Record<string, string>;

/**
 * The Crunchbase October 2013 files are Mac Roman with CR-only line endings; the others are UTF-8 with CRLF.
 * Parsing is strict (column count checked) so that a damaged copy fails the build instead of shifting fields.
 */
export function readCsv(path: string, encoding: 'utf-8' | 'macintosh'): CsvRow[] {
  const text = new TextDecoder(encoding, { fatal: encoding === 'utf-8' }).decode(readFileSync(path));
  return parse(text, {
    columns: true,
    bom: true,
    record_delimiter: encoding === 'macintosh' ? '\r' : ['\r\n', '\n'],
    skip_empty_lines: true,
  }) as CsvRow[];
}

// cp1252 bytes 0x80–0x9F, by their Unicode character, to undo UTF-8 text that was once decoded as cp1252.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Repairs UTF-8 that was decoded as cp1252 before export ("agÃ¡mi" → "agámi", "â„¢" → "™"); else unchanged. */
export function fixMojibake(text: string): string {
  if (!/[ÃÂâ]/.test(text)) return text;
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const high = CP1252_HIGH.indexOf(ch);
    if (high >= 0) bytes.push(0x80 + high);
    else if (code <= 0xff) bytes.push(code);
    else return text;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return text;
  }
}

/** Trimmed, inner whitespace collapsed, mojibake repaired; null when empty. */
export function clean(value: string | undefined): string | null {
  const text = fixMojibake(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? null : text;
}

/** Finite number or null ("", "1.5e6" and "100000.0" parse; Excel damage such as "5/18/27" or "####" does not). */
export function toNumber(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** YYYY-MM-DD or null. */
export function toDate(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
}

/** Lower-case ASCII slug: "Accel Partners" → "accel-partners"; "" when nothing is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
