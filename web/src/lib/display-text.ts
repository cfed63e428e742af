import { stripBidiControls } from '@core/contracts/bidi-controls';

/**
 * Every answer the web app reads from the server is parsed here, so no text it shows (an idea's title, a name, a
 * note, a pipeline entry, a contact, an investor, a notification) carries a bidirectional control: one stored before
 * the input layer, imported or crawled would otherwise display reversed, and run on into the text beside it
 * ("\u202Eexe.live" as "evil.exe"). One place rather than each component: a new view is covered without knowing.
 *
 * The server writes them raw (JSON.stringify does not escape them), and outside a string JSON has no place for them,
 * so removing them from the text before parsing cleans every string. An escaped `\u202E` is cleaned string by string.
 */
export function parseServerJson(text: string): unknown {
  const escaped = /\\u(202[a-e]|206[6-9])/i.test(text);
  const raw = stripBidiControls(text);
  return escaped
    ? JSON.parse(raw, (_key, value) => (typeof value === 'string' ? stripBidiControls(value) : value))
    : JSON.parse(raw);
}
