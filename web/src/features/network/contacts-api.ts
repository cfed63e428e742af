import type {
  TContactImportOutcome,
  TContactsDeleted,
  TContactsPage,
  TLatestContactImport,
} from '@core/contracts/contacts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api';
import { parseServerJson } from '@web/lib/display-text';

const CONTACTS = ['contacts'] as const;
const LATEST = ['contacts', 'latest-import'] as const;
/** How often the page reads an import's progress while one runs. */
const POLL_MS = 500;

export function useContacts(q: string, limit: number) {
  return useQuery({
    queryKey: [...CONTACTS, 'list', q, limit],
    queryFn: ({ signal }) =>
      api<TContactsPage>(`/api/contacts?${new URLSearchParams({ q, limit: String(limit) })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The latest import, read again every half second while `polling` (an upload is on its way). */
export function useLatestImport(polling: boolean) {
  return useQuery({
    queryKey: LATEST,
    queryFn: ({ signal }) =>
      api<TLatestContactImport>('/api/contacts/imports/latest', { signal }).then((r) => r.import),
    refetchInterval: polling ? POLL_MS : false,
  });
}

export function useDeleteContacts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      api<TContactsDeleted>(id ? `/api/contacts/${encodeURIComponent(id)}` : '/api/contacts', {
        method: 'DELETE',
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: CONTACTS }),
  });
}

export function useInvalidateContacts() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: CONTACTS });
}

/**
 * Sends a contacts file as multipart/form-data (XMLHttpRequest: only it reports how much of the upload is sent).
 * The answer is the import's outcome; while it runs, the page reads its progress from /imports/latest.
 */
export function uploadContacts(
  file: File,
  onSent: (fraction: number) => void,
): Promise<TContactImportOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/contacts/import');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onSent(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? parseServerJson(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as TContactImportOutcome);
      const error = (body as { error?: { code?: string; message?: string; field?: string } } | null)?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? 'http_error',
          error?.message ?? 'The import failed',
          error?.field,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The file did not reach the server'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
