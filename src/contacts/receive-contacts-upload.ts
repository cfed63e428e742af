import type { Request } from 'express';
import { AppError } from '../domain/app-error';
import { receiveFile } from '../uploads/receive-file';
import type { ContactsUpload } from './import-contacts';

/** A 30,000-row Connections.csv is about 4 MB; a contacts file five times that is not one. */
const MAX_CONTACTS_BYTES = 20 * 1024 * 1024;

const tooLarge = () =>
  new AppError(
    'payload_too_large',
    'file: a contacts file may be at most 20 MB. Nothing was imported.',
    'file',
  );

/**
 * Hands the contacts file of an upload to `onFile` as a stream while it arrives (`receiveFile`): nothing of it is
 * written to disk. A file past 20 MB fails `onFile`'s reading at that byte (413), as does an interrupted upload.
 */
export function receiveContactsFile<T>(
  req: Request,
  onFile: (upload: ContactsUpload) => Promise<T>,
): Promise<T> {
  return receiveFile(req, { maxBytes: MAX_CONTACTS_BYTES, tooLarge, what: 'the contacts file' }, onFile);
}
