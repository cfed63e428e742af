import { describe, expect, it } from 'vitest';
import { extensionOf, MAX_NAME_LENGTH, safeFileName } from './safe-name';

describe('safeFileName', () => {
  it('keeps an ordinary name', () => {
    expect(safeFileName('Pitch Deck v2.pdf')).toBe('Pitch Deck v2.pdf');
    expect(safeFileName('one-pager_final.docx')).toBe('one-pager_final.docx');
  });

  it('keeps only the last path segment, of either slash', () => {
    expect(safeFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(safeFileName('C:\\Users\\dana\\deck.pptx')).toBe('deck.pptx');
    expect(safeFileName('/')).toBe('document');
  });

  it('drops control characters, folds accents and replaces the rest', () => {
    expect(safeFileName('Re\u0301sume\u0301\u0007\u0000 <final>.PDF')).toBe('Resume _final.pdf');
    expect(safeFileName('deck\r\n.pdf')).toBe('deck.pdf');
    expect(safeFileName('日本語.txt')).toBe('document.txt');
  });

  it('collapses runs and never starts with a dot or a dash', () => {
    expect(safeFileName('..hidden...pdf')).toBe('hidden.pdf');
    expect(safeFileName('--rf  *.txt')).toBe('rf.txt');
    expect(safeFileName('a   b___c.txt')).toBe('a b_c.txt');
  });

  it('caps the length and keeps the extension', () => {
    const name = safeFileName(`${'x'.repeat(300)}.docx`);
    expect(name.length).toBe(MAX_NAME_LENGTH);
    expect(name.endsWith('.docx')).toBe(true);
  });

  it('is idempotent', () => {
    for (const raw of [
      '../../etc/passwd.txt',
      ' .. weird\u0001 name .. .pdf',
      `${'y'.repeat(200)}.pptx`,
      'x',
    ]) {
      expect(safeFileName(safeFileName(raw))).toBe(safeFileName(raw));
    }
  });
});

describe('extensionOf', () => {
  it('is the lower-cased extension of the safe name', () => {
    expect(extensionOf('Deck.PPTX')).toBe('pptx');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('report.pdf\u0000.exe')).toBe('exe');
  });
});
