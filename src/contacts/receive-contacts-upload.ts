import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../domain/app-error';
import type { ContactsUpload } from './import-contacts';

/** A 30,000-row Connections.csv is about 4 MB; a contacts file five times that is not one. */
const MAX_CONTACTS_BYTES = 20 * 1024 * 1024;
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = () =>
  new AppError(
    'payload_too_large',
    'file: a contacts file may be at most 20 MB. Nothing was imported.',
    'file',
  );
const badRequest = (message: string) => new AppError('bad_request', `file: ${message}`, 'file');

/**
 * Hands the file of a multipart upload (one file, in the field `file`) to `onFile` as a stream while it arrives:
 * nothing of it is written to disk. A file past 20 MB fails `onFile`'s reading at that byte (413); an interrupted
 * upload fails it too. Whatever `onFile` refuses, the rest of the request is read and dropped so the client sees the
 * answer.
 */
export function receiveContactsFile<T>(
  req: Request,
  onFile: (upload: ContactsUpload) => Promise<T>,
): Promise<T> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_CONTACTS_BYTES + ENVELOPE_BYTES)
    return Promise.reject(tooLarge());
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fileSize: MAX_CONTACTS_BYTES + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
  } catch {
    return Promise.reject(
      new AppError(
        'unsupported_media_type',
        'file: send the contacts file as multipart/form-data with one field named "file"',
        'file',
      ),
    );
  }
  return new Promise<T>((resolve, reject) => {
    let work: Promise<T> | null = null;
    let file: (NodeJS.ReadableStream & { destroy(error?: Error): void }) | null = null;
    let failure: Error | null = null;
    let closed = false;
    let settled = false;
    const drain = () => {
      req.unpipe(parser);
      req.resume();
    };
    const finish = () => {
      if (settled || !closed) return;
      if (failure && !work) {
        settled = true;
        drain();
        reject(failure);
      } else if (!work) {
        settled = true;
        reject(badRequest('choose a contacts file to upload'));
      }
    };
    parser.on('file', (field, stream) => {
      if (work || field !== 'file') {
        stream.resume();
        failure ??= badRequest(
          work
            ? 'upload one file at a time'
            : `send the file in a field named "file", not "${field.slice(0, 40)}"`,
        );
        return;
      }
      file = stream;
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      stream.on('limit', () => {
        failure ??= tooLarge();
        stream.destroy(failure);
      });
      work = onFile({
        stream,
        bytesTotal: Number.isFinite(declared) ? declared : null,
        bytesRead: () => bytes,
      });
      work.then(
        (value) => {
          settled = true;
          if (failure) {
            drain();
            reject(failure);
          } else resolve(value);
        },
        (err) => {
          settled = true;
          drain();
          reject(failure ?? err);
        },
      );
    });
    // The file being read stops with the request's error, so `onFile` fails rather than waits.
    parser.on('error', () => {
      failure ??= badRequest('the upload could not be read');
      file?.destroy(failure);
      closed = true;
      finish();
    });
    parser.on('close', () => {
      closed = true;
      finish();
    });
    req.on('close', () => {
      if (!req.complete && !settled) {
        failure ??= badRequest('the upload was interrupted');
        file?.destroy(failure);
        closed = true;
        finish();
      }
    });
    req.pipe(parser);
  });
}
