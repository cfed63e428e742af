import { open, readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import type { DocumentType } from './document-types';

/** The most text kept of one document (its sidecar); the idea's embedding reads only the start anyway. */
const MAX_EXTRACTED_CHARS = 20_000;
/** A .docx or .pptx that would unpack to more than this is not opened (a zip bomb, or not worth it). */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const EXTRACTION_TIMEOUT_MS = 30_000;

/**
 * The plain text of a document, cleaned and cut to 20,000 characters: txt as it is, PDF through unpdf (PDF.js),
 * docx through mammoth, pptx from its slides' XML. Word and PowerPoint 97-2003 files (doc, ppt) give null, as
 * does a document without text. Throws when the file cannot be read; callers log that and go on.
 */
export async function extractDocumentText(filePath: string, type: DocumentType): Promise<string | null> {
  const raw = await withTimeout(extractRaw(filePath, type), EXTRACTION_TIMEOUT_MS);
  if (raw === null) return null;
  const text = cleanText(raw).slice(0, MAX_EXTRACTED_CHARS).trimEnd();
  return text || null;
}

async function extractRaw(filePath: string, type: DocumentType): Promise<string | null> {
  switch (type) {
    case 'txt':
      return readTextStart(filePath);
    case 'pdf':
      return pdfText(await readFile(filePath));
    case 'docx': {
      const buffer = await readFile(filePath);
      assertUnpackable(buffer);
      return (await mammoth.extractRawText({ buffer })).value;
    }
    case 'pptx': {
      const buffer = await readFile(filePath);
      assertUnpackable(buffer);
      return pptxText(buffer);
    }
    case 'doc':
    case 'ppt':
      return null;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f\ufffd]/g;

/** Whitespace collapsed, control characters dropped (newlines kept), at most one blank line in a row. */
function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Only the start of a text file is needed: 4 bytes per character at most, and a cut character is dropped. */
async function readTextStart(filePath: string): Promise<string> {
  const file = await open(filePath, 'r');
  try {
    const buf = Buffer.alloc(MAX_EXTRACTED_CHARS * 4);
    const { bytesRead } = await file.read(buf, 0, buf.length, 0);
    return new TextDecoder('utf-8').decode(buf.subarray(0, bytesRead)).replace(/^\ufeff/, '');
  } finally {
    await file.close();
  }
}

/** Page by page, stopping once there is enough text. */
async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), {
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: false,
  });
  try {
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= pdf.numPages && length < MAX_EXTRACTED_CHARS; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
        else if (item.str && !item.str.endsWith(' ')) text += ' ';
      }
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}

/** The text runs (<a:t>) of each slide in order, a line per paragraph and a blank line between slides. */
async function pptxText(buffer: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(buffer);
  const slides = Object.keys(zip.files)
    .map((name) => ({ name, n: Number(/^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1]) }))
    .filter((s) => Number.isInteger(s.n))
    .sort((a, b) => a.n - b.n);
  const texts: string[] = [];
  let length = 0;
  for (const slide of slides) {
    if (length >= MAX_EXTRACTED_CHARS) break;
    const xml = await zip.file(slide.name)!.async('string');
    const paragraphs = xml
      .split(/<\/a:p>/)
      .map((p) => [...p.matchAll(/<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>/g)].map((m) => decodeXml(m[1]!)).join(''))
      .filter((p) => p.trim());
    const text = paragraphs.join('\n');
    texts.push(text);
    length += text.length;
  }
  return texts.join('\n\n');
}

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (whole, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    if (entity[0] !== '#') return named[entity.toLowerCase()] ?? whole;
    const code =
      entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * Refuses a zip whose entries declare more than 200 MB unpacked, from its central directory, before anything
 * is inflated.
 */
function assertUnpackable(zip: Buffer): void {
  const size = zipDeclaredSize(zip);
  if (size === null) throw new Error('not a readable zip');
  if (size > MAX_UNPACKED_BYTES) throw new Error(`would unpack to ${size} bytes`);
}

/** The sum of the uncompressed sizes a zip's central directory declares; Infinity for ZIP64, null if broken. */
function zipDeclaredSize(zip: Buffer): number | null {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return null;
    const size = zip.readUInt32LE(at + 24);
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`text extraction took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
