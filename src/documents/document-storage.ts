import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IdeaDocument, IdeaRow } from '../ideas/idea.table';
import { safeFileName } from './safe-name';

/**
 * Where documents live on disk (the spec's bucket idea-documents, path {userId}/{ideaId}/{timestamp}-{filename}):
 * DATA_DIR/documents/<userId>/<ideaId>/<timestamp>-<safe name>, with the extracted text beside it as
 * <that file>.txt. Nothing here is served statically: downloads go through the API's access checks.
 */
function documentsRoot(dataDir: string): string {
  return path.join(dataDir, 'documents');
}

// User ids (better-auth) and idea ids (UUIDs) are plain tokens; anything else never becomes a folder name.
const SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;

export function ideaDocumentsDir(dataDir: string, userId: string, ideaId: string): string {
  if (!SEGMENT.test(userId) || !SEGMENT.test(ideaId))
    throw new Error('Unsafe user or idea id for a folder name');
  const root = documentsRoot(dataDir);
  const dir = path.join(root, userId, ideaId);
  if (!dir.startsWith(root + path.sep)) throw new Error('Document folder escapes the documents root');
  return dir;
}

/** `${timestamp}-${name}`: the upload's time in milliseconds (its uploadedAt) and its safe name. */
export function storedFileName(uploadedAtMs: number, name: string): string {
  return `${uploadedAtMs}-${name}`;
}

/**
 * The file behind an idea's document entry, or null for an entry that no upload wrote (no id, a name that is
 * not a safe name, a bad date), so a tampered or legacy entry can never point outside the idea's folder.
 */
export function storedDocumentPath(
  dataDir: string,
  idea: Pick<IdeaRow, 'id' | 'user_id'>,
  doc: IdeaDocument,
): string | null {
  const ms = Date.parse(doc.uploadedAt);
  if (!doc.id || !Number.isSafeInteger(ms) || ms < 0 || doc.name !== safeFileName(doc.name)) return null;
  return path.join(ideaDocumentsDir(dataDir, idea.user_id, idea.id), storedFileName(ms, doc.name));
}

/** The extracted plain text kept beside a stored document. */
export function sidecarPath(filePath: string): string {
  return `${filePath}.txt`;
}

/**
 * The extracted texts of an idea's documents, in the idea's order; documents without text (doc, ppt, a scan,
 * a failed extraction) or whose sidecar is gone are skipped. The idea's embedding text is built from these.
 */
export async function readDocumentTexts(
  dataDir: string,
  idea: Pick<IdeaRow, 'id' | 'user_id' | 'documents'>,
): Promise<string[]> {
  const texts: string[] = [];
  for (const doc of idea.documents ?? []) {
    const file = storedDocumentPath(dataDir, idea, doc);
    if (!file) continue;
    try {
      const text = await readFile(sidecarPath(file), 'utf8');
      if (text.trim()) texts.push(text);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return texts;
}
