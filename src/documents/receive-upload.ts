import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import { AppError } from '../domain/app-error';
import { receiveFile } from '../uploads/receive-file';
import {
  type DocumentType,
  isDocumentType,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_MESSAGE,
} from './document-types';
import { extensionOf } from './safe-name';

/** A file streamed to a temporary file in its idea's folder, its type taken (for now) from its extension. */
export interface ReceivedFile {
  tempPath: string;
  clientName: string;
  type: DocumentType;
  size: number;
}

const tooLarge = () => new AppError('payload_too_large', MAX_DOCUMENT_MESSAGE, 'file');

/** The disk (or the user's quota on it) is full. */
export function isStorageFull(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

const STORAGE_FULL_MESSAGE =
  'file: the server has no space left to store documents; nothing was saved. Try again later.';

/** A full disk as the client should read it (507); any other error as it was. */
export function storageError(err: unknown): unknown {
  return isStorageFull(err) ? new AppError('insufficient_storage', STORAGE_FULL_MESSAGE, 'file') : err;
}
const badRequest = (message: string) => new AppError('bad_request', `file: ${message}`, 'file');

/**
 * Streams a multipart/form-data upload with one file in the field `file` to a temporary file in `dir`, never
 * holding it in memory. Refuses (and removes what was written) what `receiveFile` refuses (a request or file over
 * 20 MB: 413 'Maximum file size is 20MB'; a second file, another field, an aborted request), an extension outside
 * pdf, doc, docx, ppt, pptx and txt, and an empty file. A write that fails (a full disk is a 507
 * 'insufficient_storage') removes the partial file too.
 */
export function receiveUpload(req: Request, dir: string): Promise<ReceivedFile> {
  const tempPath = path.join(dir, `.upload-${randomUUID()}.part`);
  let out: WriteStream | null = null;
  return receiveFile(
    req,
    { maxBytes: MAX_DOCUMENT_BYTES, tooLarge, what: 'the document' },
    async ({ stream, filename, bytesRead }) => {
      const ext = extensionOf(filename);
      if (!isDocumentType(ext)) {
        stream.resume();
        throw new AppError(
          'unsupported_media_type',
          'file: only PDF, DOC, DOCX, PPT, PPTX and TXT files are accepted',
          'file',
        );
      }
      out = createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
      await pipeline(stream, out);
      if (bytesRead() === 0) throw badRequest('the file is empty');
      return { tempPath, clientName: filename, type: ext, size: bytesRead() };
    },
  ).catch(async (err: unknown) => {
    // The partial file goes once its descriptor is closed (a destroyed stream may still be opening it).
    if (out) {
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      await rm(tempPath, { force: true }).catch(() => undefined);
    }
    throw storageError(err);
  });
}
