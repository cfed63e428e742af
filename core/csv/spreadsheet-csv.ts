import { stringify } from 'csv-stringify/sync';
import { stripBidiControls } from '../contracts/bidi-controls';

/**
 * CSV that a spreadsheet opens as data, never as formulas (OWASP's CSV injection rule): a cell that begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is read by Excel and LibreOffice as a formula, so it is written
 * with a leading apostrophe, which they show as text. Every CSV the product writes goes through `writeCsv`;
 * `readCsvCell` undoes the apostrophe, so an exported file imports back as it was. Bidirectional controls (text
 * stored before the input layer removed them) are left out, or "\u202Eexe.live" would show reversed in the cell.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as written to a CSV: text that could start a formula gets the apostrophe; numbers are numbers. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = stripBidiControls(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as read from a CSV we may have written: the apostrophe our export added is taken off again. */
export function readCsvCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** Rows of cells, under a header, as CSV text with every cell made safe. */
export function writeCsv(
  columns: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return stringify(
    rows.map((row) => row.map(csvCell)),
    { header: true, columns: columns.map(csvCell) },
  );
}
