import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../domain/app-error';
import { compoundFileEntries } from './compound-file';
import { DOCUMENT_LABEL, type DocumentType } from './document-types';

/** Formats file-type recognises that are text through and through; a .txt may hold one of them. */
const TEXTUAL = new Set(['xml', 'ics', 'vcf']);

/** The stream each Office 97-2003 format keeps its body in. */
const CFB_MARKER: Partial<Record<DocumentType, string>> = {
  doc: 'WordDocument',
  ppt: 'PowerPoint Document',
};

/**
 * Checks that what was uploaded is what its extension says, from the bytes and never from the name or the
 * client's Content-Type: a PDF starts with %PDF-, a .docx or .pptx is an OOXML zip that file-type recognises as
 * such, a .doc or .ppt is an OLE2 compound file holding a Word or PowerPoint stream, and a .txt is UTF-8 without
 * NUL bytes. Anything else is a 415 naming the field `file`.
 */
export async function checkDocumentContent(filePath: string, type: DocumentType): Promise<void> {
  const detected = await fileTypeFromFile(filePath);
  const looksLike = detected ? `; it looks like ${detected.ext.toUpperCase()}` : '';
  const refuse = (): never => {
    throw new AppError(
      'unsupported_media_type',
      `file: the content is not ${DOCUMENT_LABEL[type]}${looksLike}`,
      'file',
    );
  };

  switch (type) {
    case 'pdf':
      if (detected?.ext !== 'pdf' || !(await startsWith(filePath, '%PDF-'))) refuse();
      return;
    case 'docx':
    case 'pptx':
      if (detected?.ext !== type) refuse();
      return;
    case 'doc':
    case 'ppt': {
      if (detected?.ext !== 'cfb') refuse();
      const entries = await compoundFileEntries(filePath);
      if (!entries?.has(CFB_MARKER[type]!)) refuse();
      return;
    }
    case 'txt':
      if (detected && !TEXTUAL.has(detected.ext)) refuse();
      if (!(await isUtf8WithoutNul(filePath))) refuse();
      return;
  }
}

async function startsWith(filePath: string, prefix: string): Promise<boolean> {
  const file = await open(filePath, 'r');
  try {
    const buf = Buffer.alloc(prefix.length);
    const { bytesRead } = await file.read(buf, 0, prefix.length, 0);
    return bytesRead === prefix.length && buf.toString('latin1') === prefix;
  } finally {
    await file.close();
  }
}

/** Reads the whole file through a fatal UTF-8 decoder; a NUL byte or a malformed sequence fails it. */
async function isUtf8WithoutNul(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(filePath) as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}
