import type { TIdea } from '@core/contracts/ideas';
import { ApiError, api } from '@web/lib/api';
import { parseServerJson } from '@web/lib/display-text';

/** Spec §5 "Document upload": one file at a time, these types, at most 20 MB. The server checks it all again. */
const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'txt'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export type IdeaDocument = TIdea['documents'][number];

/** A toast's title and description (spec §8, Documents). */
export interface ToastText {
  title: string;
  description: string;
}

export const TOO_LARGE: ToastText = { title: 'File too large', description: 'Maximum file size is 20MB' };
export const UPLOAD_FAILED: ToastText = {
  title: 'Upload failed',
  description: 'Failed to upload document. Please try again.',
};
export const DELETE_FAILED: ToastText = { title: 'Delete failed', description: 'Failed to remove document.' };

/** What is wrong with a chosen file before it is sent, or null when it may go. */
export function checkFile(file: { name: string; size: number }): ToastText | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext)) {
    return {
      title: 'Upload failed',
      description: 'Only PDF, DOC, DOCX, PPT, PPTX and TXT files are accepted.',
    };
  }
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE;
  if (file.size === 0) return { title: 'Upload failed', description: 'The file is empty.' };
  return null;
}

/**
 * The toast for a failed upload: 'File too large' for a 413; the server's reason when it refused the file
 * itself (its content, its type); the spec's 'Failed to upload document' for anything else.
 */
export function uploadFailure(err: unknown): ToastText {
  if (err instanceof ApiError) {
    if (err.status === 413) return TOO_LARGE;
    if ((err.status === 400 || err.status === 415) && err.field === 'file' && err.message) {
      const reason = err.message.replace(/^file:\s*/, '');
      return { title: 'Upload failed', description: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.` };
    }
  }
  return UPLOAD_FAILED;
}

/**
 * Sends one file as multipart/form-data. XMLHttpRequest rather than fetch, because only it reports upload
 * progress; `onProgress` gets the fraction sent, 0 to 1.
 */
export function uploadDocument(
  ideaId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<TIdea> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/ideas/${encodeURIComponent(ideaId)}/documents`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? parseServerJson(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as TIdea);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string; field?: string } } | null)?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? 'http_error',
          error?.message ?? (xhr.statusText || 'Upload failed'),
          error?.field,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The upload did not reach the server'));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'The upload was cancelled'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export function deleteDocument(ideaId: string, docId: string): Promise<TIdea> {
  return api<TIdea>(`/api/ideas/${encodeURIComponent(ideaId)}/documents/${encodeURIComponent(docId)}`, {
    method: 'DELETE',
  });
}

/** 1,234,567 bytes → "1.2 MB"; 2,048 → "2 KB". */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** The type shown beside a document: its checked type, or the extension of an older entry's name. */
export function typeLabel(doc: IdeaDocument): string {
  const ext = doc.type ?? (doc.name.includes('.') ? doc.name.split('.').pop()! : '');
  return ext.toUpperCase();
}
