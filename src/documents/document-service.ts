import { randomUUID } from 'node:crypto';
import { access, link, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request } from 'express';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import type { IdeaDocument, IdeaRow } from '../ideas/idea.table';
import type { Logger } from '../logger';
import { checkDocumentContent } from './content-check';
import { ideaDocumentsDir, sidecarPath, storedDocumentPath, storedFileName } from './document-storage';
import { isStorageFull, receiveUpload, storageError } from './receive-upload';
import { safeFileName } from './safe-name';
import { extractDocumentText } from './text-extraction';

export interface DocumentContext {
  db: Db;
  dataDir: string;
  logger: Logger;
}

/** The API path a document is downloaded from (documents are private: no public URL). */
function documentUrl(ideaId: string, docId: string): string {
  return `/api/ideas/${ideaId}/documents/${docId}`;
}

/**
 * Takes one uploaded document for an idea its caller may change: streams it to a temporary file beside its
 * final place, checks the content against the extension, moves it to {timestamp}-{safe name}, writes its text
 * beside it, then appends the entry to ideas.documents with the idea's row locked. Whatever fails, nothing is
 * left on disk and the idea is as it was.
 */
export async function uploadDocument(ctx: DocumentContext, idea: IdeaRow, req: Request): Promise<IdeaRow> {
  try {
    return await storeUpload(ctx, idea, req);
  } catch (err) {
    const mapped = storageError(err);
    // A full disk needs an operator; the client only learns that nothing was saved.
    if (mapped instanceof AppError && mapped.code === 'insufficient_storage')
      ctx.logger.error({ err, ideaId: idea.id }, 'No space left to store an uploaded document');
    throw mapped;
  }
}

async function storeUpload(ctx: DocumentContext, idea: IdeaRow, req: Request): Promise<IdeaRow> {
  const dir = ideaDocumentsDir(ctx.dataDir, idea.user_id, idea.id);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = await receiveUpload(req, dir);
  const written: string[] = [file.tempPath];
  try {
    await checkDocumentContent(file.tempPath, file.type);
    const name = safeFileName(file.clientName);
    // The timestamp names the file; an upload that would meet another file or text (two uploads of one name
    // in one millisecond, or "a.pdf" beside "a.pdf.txt") takes the next free millisecond. link() never replaces.
    let uploadedAt = Date.now();
    let finalPath = '';
    for (;;) {
      finalPath = path.join(dir, storedFileName(uploadedAt, name));
      const neighbours = [
        sidecarPath(finalPath),
        ...(finalPath.endsWith('.txt') ? [finalPath.slice(0, -4)] : []),
      ];
      if (!(await Promise.all(neighbours.map(exists))).some(Boolean)) {
        try {
          await link(file.tempPath, finalPath);
          break;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        }
      }
      uploadedAt += 1;
    }
    written.push(finalPath);
    await rm(file.tempPath, { force: true });

    let text: string | null = null;
    try {
      text = await extractDocumentText(finalPath, file.type);
    } catch (err) {
      ctx.logger.warn({ err, ideaId: idea.id, type: file.type }, 'Could not extract the text of a document');
    }
    if (text) {
      const sidecar = sidecarPath(finalPath);
      try {
        await writeFile(sidecar, text, { flag: 'wx', mode: 0o600 });
        written.push(sidecar);
      } catch (err) {
        // A write that failed half-way leaves part of a text: remove it (never another upload's: 'wx' refused that).
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST')
          await rm(sidecar, { force: true }).catch(() => {});
        // A full disk fails the upload, which removes the file too; a text that cannot be written is only missed.
        if (isStorageFull(err)) throw err;
        ctx.logger.warn({ err, ideaId: idea.id }, 'Could not write the text of a document');
      }
    }

    const id = randomUUID();
    const entry: IdeaDocument = {
      id,
      name,
      url: documentUrl(idea.id, id),
      uploadedAt: new Date(uploadedAt).toISOString(),
      size: file.size,
      type: file.type,
      // Private until its founder shares it with the advisors and investors who read the idea.
      shared: false,
    };
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('ideas')
        .select('documents')
        .where('id', '=', idea.id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new AppError('not_found', 'Idea not found');
      return trx
        .updateTable('ideas')
        .set({ documents: JSON.stringify([...row.documents, entry]), updated_at: new Date() })
        .where('id', '=', idea.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (err) {
    await Promise.all(written.map((p) => rm(p, { force: true }).catch(() => undefined)));
    throw err;
  }
}

/** The entry and the file behind it, or a 404 when the idea has no such document. */
export function findDocument(
  dataDir: string,
  idea: IdeaRow,
  docId: string,
): { doc: IdeaDocument; filePath: string | null } {
  const doc = idea.documents.find((d) => d.id === docId);
  if (!doc) throw new AppError('not_found', 'Document not found');
  return { doc, filePath: storedDocumentPath(dataDir, idea, doc) };
}

/** Shares a document with the idea's readers (advisors, investors) or takes it back; the row is locked. */
export async function setDocumentShared(
  ctx: DocumentContext,
  idea: IdeaRow,
  docId: string,
  shared: boolean,
): Promise<IdeaRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('ideas')
      .select('documents')
      .where('id', '=', idea.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', 'Idea not found');
    if (!row.documents.some((d) => d.id === docId)) throw new AppError('not_found', 'Document not found');
    const documents = row.documents.map((d) => (d.id === docId ? { ...d, shared } : d));
    return trx
      .updateTable('ideas')
      .set({ documents: JSON.stringify(documents), updated_at: new Date() })
      .where('id', '=', idea.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * Removes a document from its idea (row locked) and then its file and text; a file that cannot be removed is
 * logged, never left in the list.
 */
export async function deleteDocument(ctx: DocumentContext, idea: IdeaRow, docId: string): Promise<IdeaRow> {
  const { updated, removed } = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('ideas')
      .select('documents')
      .where('id', '=', idea.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', 'Idea not found');
    const doc = row.documents.find((d) => d.id === docId);
    if (!doc) throw new AppError('not_found', 'Document not found');
    const updated = await trx
      .updateTable('ideas')
      .set({ documents: JSON.stringify(row.documents.filter((d) => d !== doc)), updated_at: new Date() })
      .where('id', '=', idea.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { updated, removed: doc };
  });
  const filePath = storedDocumentPath(ctx.dataDir, idea, removed);
  if (filePath) {
    for (const p of [filePath, sidecarPath(filePath)]) {
      await rm(p, { force: true }).catch((err) =>
        ctx.logger.warn({ err, ideaId: idea.id, docId }, 'Could not remove a document file'),
      );
    }
  }
  return updated;
}

async function exists(p: string): Promise<boolean> {
  return access(p).then(
    () => true,
    () => false,
  );
}
