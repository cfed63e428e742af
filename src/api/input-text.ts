import { stripBidiControls } from '../../core/contracts/bidi-controls';
import { AppError } from '../domain/app-error';

/**
 * The one input layer every route's parsed JSON body, query and path parameters pass through before their contract
 * (issue 32). Hostile text is refused with a 400 naming the field, or cleaned where nothing of the user's meaning is
 * lost:
 *
 * - NUL and the other control characters (C0, DEL, C1) are refused: Postgres cannot store NUL at all (a 500 before
 *   this layer), and the rest have no meaning in a name, a title or a note. Line breaks and tabs are kept in bodies,
 *   where the multi-line fields (descriptions, notes, an imported CSV) live; a query or a path has no lines.
 * - Lone surrogates (half of an emoji, which no UTF-8 text can hold) are refused: Postgres would store U+FFFD instead
 *   and the text would silently change.
 * - Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069) are removed: they turn
 *   "\u202Eexe.live" into "evil.exe" on screen and in every CSV, and no language needs them typed in (right-to-left
 *   scripts are laid out by the Unicode algorithm without them; the marks U+200E/U+200F are kept).
 */

export type InputPart = 'params' | 'query' | 'body';

/** Unicode's control characters (category Cc: C0, DEL and C1) but tab, line feed and carriage return. */
const CONTROL = /[^\P{Cc}\t\n\r]/u;
const LINE_CONTROL = /[\t\n\r]/;
/** In unicode mode a surrogate class matches only a half that has no partner. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Deeper than any contract goes; a body nested further is refused rather than walked. */
const MAX_DEPTH = 32;

const NAMES: Record<number, string> = { 0: 'NUL', 9: 'tab', 10: 'line break', 13: 'carriage return' };

function describe(char: string): string {
  const code = char.codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return NAMES[code] ? `a ${NAMES[code]} character (${hex})` : `a control character (${hex})`;
}

function fieldName(path: readonly (string | number)[], part: InputPart): string | undefined {
  if (path.length) return path.map(String).join('.');
  return part === 'body' ? undefined : part;
}

function checkString(text: string, path: (string | number)[], part: InputPart): string {
  const bad = CONTROL.exec(text) ?? (part === 'body' ? null : LINE_CONTROL.exec(text));
  const field = fieldName(path, part);
  const what = field ?? 'The request body';
  if (bad) throw new AppError('bad_request', `${what} must not contain ${describe(bad[0])}`, field);
  if (LONE_SURROGATE.test(text))
    throw new AppError(
      'bad_request',
      `${what} contains a broken character (a lone UTF-16 surrogate): send it as valid UTF-8 text`,
      field,
    );
  return stripBidiControls(text);
}

function screen(value: unknown, path: (string | number)[], part: InputPart): unknown {
  if (typeof value === 'string') return checkString(value, path, part);
  if (value === null || typeof value !== 'object') return value;
  if (path.length > MAX_DEPTH)
    throw new AppError('bad_request', `${fieldName(path, part)} is nested too deeply`, fieldName(path, part));
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = screen(value[i], [...path, i], part);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    // A key is text too: it names the field in the refusal, so it is checked before it is used as a name.
    const cleanKey = checkString(key, [...path, key.replace(/[^\x20-\x7E]/g, '?')], part);
    const cleaned = screen(record[key], [...path, cleanKey], part);
    if (cleanKey !== key) delete record[key];
    record[cleanKey] = cleaned;
  }
  return record;
}

/**
 * Checks and cleans one part of a request in place (express's parsed body, query or params), and returns it.
 * Throws a 400 naming the field at the first hostile character.
 */
export function screenInput<T>(value: T, part: InputPart): T {
  return screen(value, [], part) as T;
}
