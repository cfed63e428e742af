import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../domain/app-error';

/** The multipart envelope around a large file: boundaries, part headers and a long file name. */
const ENVELOPE_BYTES = 64 * 1024;

/** The one file of an upload, as it arrives: nothing of it is held whole in memory or written by the receiver. */
export interface FilePart {
  stream: Readable;
  /** The file's name as the client sent it ('' when none). */
  filename: string;
  /** The request's declared length, when it has one: the denominator of a progress bar. */
  bytesTotal: number | null;
  /** Bytes of the file read so far. */
  bytesRead: () => number;
}

export interface ReceiveFileOptions {
  /** The largest file taken, in bytes: one byte more fails the file's stream with `tooLarge` (413). */
  maxBytes: number;
  tooLarge: () => AppError;
  /** What the file is, for the messages: "the document", "the contacts file". */
  what: string;
}

const badRequest = (message: string) => new AppError('bad_request', `file: ${message}`, 'file');

/**
 * Hands the one file of a multipart/form-data upload (in the field `file`) to `onFile` as a stream while it
 * arrives. Refused, whatever `onFile` does: a request that says it is larger than the limit, a file that turns
 * out larger (at the byte it crosses it), a second file, another field name, no file and an interrupted
 * upload; each fails `onFile`'s reading of the stream too, so it never waits. The first refusal is the answer,
 * else `onFile`'s. The rest of a refused request is read and dropped so the client sees the answer.
 */
export function receiveFile<T>(
  req: Request,
  options: ReceiveFileOptions,
  onFile: (file: FilePart) => Promise<T>,
): Promise<T> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes + ENVELOPE_BYTES)
    return Promise.reject(options.tooLarge());
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // busboy reports its limit when a file reaches it; one byte more tells a file of the limit from a larger one.
      limits: { fileSize: options.maxBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
  } catch {
    return Promise.reject(
      new AppError(
        'unsupported_media_type',
        `file: send ${options.what} as multipart/form-data with one field named "file"`,
        'file',
      ),
    );
  }
  return new Promise<T>((resolve, reject) => {
    let work: Promise<T> | null = null;
    let file: Readable | null = null;
    let failure: Error | null = null;
    let closed = false;
    let settled = false;
    const drain = () => {
      req.unpipe(parser);
      req.resume();
    };
    const fail = (error: Error) => {
      failure ??= error;
      file?.destroy(failure);
    };
    const finish = () => {
      if (settled || !closed || work) return;
      settled = true;
      drain();
      reject(failure ?? badRequest('choose a file to upload'));
    };
    parser.on('file', (field, stream, info) => {
      if (work || field !== 'file') {
        stream.resume();
        fail(badRequest(`send ${options.what} in a field named "file", not "${field.slice(0, 40)}"`));
        return;
      }
      file = stream;
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      stream.on('limit', () => fail(options.tooLarge()));
      work = onFile({
        stream,
        filename: info.filename ?? '',
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
    parser.on('filesLimit', () => fail(badRequest('upload one file at a time')));
    parser.on('error', () => {
      fail(badRequest('the upload could not be read'));
      closed = true;
      finish();
    });
    parser.on('close', () => {
      closed = true;
      finish();
    });
    req.on('close', () => {
      if (!req.complete && !settled) {
        fail(badRequest('the upload was interrupted'));
        closed = true;
        finish();
      }
    });
    req.pipe(parser);
  });
}
