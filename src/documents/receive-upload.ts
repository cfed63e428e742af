import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../domain/app-error';
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

/** The multipart envelope around a 20 MB file: boundaries, part headers and a long file name. */
const ENVELOPE_BYTES = 64 * 1024;

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
 * holding it in memory. Refuses (and removes what was written): a request that says it is larger than 20 MB,
 * a file that turns out larger (413 'Maximum file size is 20MB', at the byte it crosses the limit), a second
 * file, another field name, an extension outside pdf, doc, docx, ppt, pptx and txt, an empty file and an
 * aborted request. A write that fails (a full disk is a 507 'insufficient_storage') removes the partial file too.
 * The rest of a refused request is read and dropped so the client sees the answer.
 */
export function receiveUpload(req: Request, dir: string): Promise<ReceivedFile> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_DOCUMENT_BYTES + ENVELOPE_BYTES) {
    return Promise.reject(tooLarge());
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // busboy reports its limit when a file reaches it; one byte more tells a 20 MB file from a larger one.
      limits: { fileSize: MAX_DOCUMENT_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
  } catch {
    return Promise.reject(
      new AppError(
        'unsupported_media_type',
        'file: send the document as multipart/form-data with one field named "file"',
        'file',
      ),
    );
  }

  const tempPath = path.join(dir, `.upload-${randomUUID()}.part`);
  return new Promise<ReceivedFile>((resolve, reject) => {
    let received: ReceivedFile | null = null;
    let source: Readable | null = null;
    let target: WriteStream | null = null;
    let written: Promise<void> = Promise.resolve();
    let settled = false;

    const settle = async (failure: Error | null) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      if (failure) {
        // Stop writing, and read the rest of the request to nowhere so the answer reaches the client.
        if (source && target) source.unpipe(target);
        source?.resume();
        target?.destroy();
        req.resume();
      }
      await written;
      const error =
        failure ??
        (!received
          ? badRequest('choose a file to upload')
          : received.size === 0
            ? badRequest('the file is empty')
            : null);
      if (error) {
        await rm(tempPath, { force: true }).catch(() => undefined);
        reject(storageError(error));
      } else {
        resolve(received!);
      }
    };

    parser.on('file', (field, stream, info) => {
      if (settled) {
        stream.resume();
        return;
      }
      if (field !== 'file') {
        stream.resume();
        void settle(badRequest(`send the document in a field named "file", not "${field.slice(0, 40)}"`));
        return;
      }
      const ext = extensionOf(info.filename ?? '');
      if (!isDocumentType(ext)) {
        stream.resume();
        void settle(
          new AppError(
            'unsupported_media_type',
            'file: only PDF, DOC, DOCX, PPT, PPTX and TXT files are accepted',
            'file',
          ),
        );
        return;
      }
      const file: ReceivedFile = { tempPath, clientName: info.filename ?? '', type: ext, size: 0 };
      received = file;
      source = stream;
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
      });
      stream.on('limit', () => void settle(tooLarge()));
      const out = createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
      target = out;
      // The file is complete (or abandoned) once its descriptor is closed; a write error fails the upload.
      written = new Promise<void>((done) => {
        out.on('close', done);
        out.on('error', (err) => void settle(err));
      });
      stream.pipe(out);
    });
    parser.on('filesLimit', () => void settle(badRequest('upload one file at a time')));
    parser.on('error', () => void settle(badRequest('the upload could not be read')));
    parser.on('close', () => void settle(null));
    req.on('close', () => {
      if (!req.complete) void settle(badRequest('the upload was interrupted'));
    });
    req.pipe(parser);
  });
}
