/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): "\u202Eexe.live" shows as
 * "evil.exe", and the override runs on into whatever text follows it on screen or in a spreadsheet cell. No language
 * needs them typed in (right-to-left scripts are laid out by the Unicode algorithm without them; the marks
 * U+200E/U+200F are kept). The input layer removes them from what is sent (src/api/input-text.ts); text stored before
 * it, imported or crawled may still hold them, so the web app removes them from every answer it reads
 * (web/src/lib/display-text.ts) and every CSV we write does too (core/csv/spreadsheet-csv.ts).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const HAS_BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

export function hasBidiControls(text: string): boolean {
  return HAS_BIDI_CONTROL.test(text);
}

/** The text without its bidirectional controls (the same text when it has none). */
export function stripBidiControls(text: string): string {
  return HAS_BIDI_CONTROL.test(text) ? text.replace(BIDI_CONTROLS, '') : text;
}
