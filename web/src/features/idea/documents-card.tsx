import { formatDay } from '@core/contracts/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/cn';
import { notify, notifyError } from '@web/lib/toast';
import { Download, FileText, Loader2, Trash2, Upload } from 'lucide-react';
import { type DragEvent, Fragment, useId, useRef, useState } from 'react';
import { DocumentShareSwitch } from './document-share-switch';
import {
  ACCEPT_ATTRIBUTE,
  checkFile,
  DELETE_FAILED,
  deleteDocument,
  formatSize,
  type IdeaDocument,
  typeLabel,
  uploadDocument,
  uploadFailure,
} from './documents-api';

function uploadedOn(iso: string): string {
  return formatDay(iso) ?? '';
}

/** Type, size and upload date, as far as the entry knows them. */
function documentFacts(doc: IdeaDocument): string[] {
  return [
    typeLabel(doc),
    doc.size !== undefined ? formatSize(doc.size) : '',
    uploadedOn(doc.uploadedAt),
  ].filter(Boolean);
}

/**
 * The idea's documents (spec §2 side panel, §5 Document upload): its founder uploads (one file at a time, with
 * progress), shares each with readers or keeps it private (the default), and deletes (after a confirm).
 */
export function DocumentsCard({
  ideaId,
  documents,
  canEdit,
  onChanged,
}: {
  ideaId: string;
  documents: IdeaDocument[];
  canEdit: boolean;
  /** Reloads the idea once its documents changed. */
  onChanged: () => Promise<unknown>;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [toDelete, setToDelete] = useState<IdeaDocument | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function send(files: FileList | null) {
    if (!files || files.length === 0 || upload) return;
    if (files.length > 1) {
      notifyError('Upload failed', 'Upload one file at a time.');
      return;
    }
    const file = files[0]!;
    const problem = checkFile(file);
    if (problem) {
      notifyError(problem.title, problem.description);
      if (input.current) input.current.value = '';
      return;
    }
    setUpload({ name: file.name, progress: 0 });
    try {
      const idea = await uploadDocument(ideaId, file, (progress) => setUpload({ name: file.name, progress }));
      await onChanged();
      const stored = idea.documents.at(-1)?.name ?? file.name;
      notify('Document uploaded', `${stored} is attached to this idea.`);
    } catch (err) {
      const toast = uploadFailure(err);
      notifyError(toast.title, toast.description);
    } finally {
      setUpload(null);
      if (input.current) input.current.value = '';
    }
  }

  async function confirmDelete() {
    if (!toDelete?.id) return;
    setDeleting(true);
    try {
      await deleteDocument(ideaId, toDelete.id);
      await onChanged();
      notify('Document removed', `${toDelete.name} was deleted.`);
      setToDelete(null);
    } catch {
      notifyError(DELETE_FAILED.title, DELETE_FAILED.description);
    } finally {
      setDeleting(false);
    }
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files);
  }

  return (
    <Card>
      <CardHeader className="pb-3">
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2 text-base">
            <FileText className="size-4 text-primary" aria-hidden="true" /> Documents
          </CardTitle>
          {documents.length > 0 ? <Badge variant="muted">{documents.length}</Badge> : null}
        </div>
        <CardDescription>
          {canEdit
            ? 'Pitch decks and one-pagers. Each stays private until you share it with advisors and investors.'
            : 'Pitch decks and one-pagers for this idea.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">No documents yet.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2" aria-label="Documents">
            {documents.map((doc) => (
              <li
                key={doc.id ?? doc.url}
                className="flex min-w-0 items-start gap-2 rounded-md border bg-card p-2 text-sm"
                data-testid="document-item"
              >
                <FileText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium leading-5" title={doc.name}>
                    {doc.name}
                  </p>
                  <p className="text-xs leading-4 text-muted-foreground">
                    {documentFacts(doc).map((fact, i) => (
                      <Fragment key={fact}>
                        {i > 0 ? ' · ' : null}
                        <span className="whitespace-nowrap">{fact}</span>
                      </Fragment>
                    ))}
                  </p>
                  {canEdit && doc.id ? (
                    <DocumentShareSwitch
                      ideaId={ideaId}
                      docId={doc.id}
                      name={doc.name}
                      shared={doc.shared === true}
                      onChanged={onChanged}
                    />
                  ) : null}
                </div>
                <div className="-my-0.5 -mr-1 flex shrink-0 items-center">
                  <Button variant="ghost" size="icon" className="size-7" asChild>
                    <a
                      href={doc.url}
                      download={doc.name}
                      aria-label={`Download ${doc.name}`}
                      title="Download"
                    >
                      <Download />
                    </a>
                  </Button>
                  {canEdit && doc.id ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7 text-muted-foreground hover:text-destructive"
                      onClick={() => setToDelete(doc)}
                      aria-label={`Delete ${doc.name}`}
                      title="Delete"
                    >
                      <Trash2 />
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}

        {canEdit ? (
          upload ? (
            <div className="grid gap-2 rounded-md border bg-muted/40 p-3" aria-live="polite">
              <div className="flex items-center gap-2 text-sm">
                <Loader2 className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
                <span className="font-medium">Uploading...</span>
                <span className="ml-auto text-xs tabular-nums text-muted-foreground">
                  {Math.round(upload.progress * 100)}%
                </span>
              </div>
              <Progress value={Math.round(upload.progress * 100)} aria-label={`Uploading ${upload.name}`} />
              <p className="truncate text-xs text-muted-foreground" title={upload.name}>
                {upload.name}
              </p>
            </div>
          ) : (
            <label
              htmlFor={inputId}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-1 rounded-md border border-dashed p-4 text-center transition-colors hover:border-primary/60 hover:bg-accent/50 focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2',
                dragging && 'border-primary bg-primary/5',
              )}
            >
              <Upload className="size-5 text-primary" aria-hidden="true" />
              <span className="text-sm font-medium">Upload a document</span>
              <span id={hintId} className="text-xs text-muted-foreground">
                PDF, DOC, DOCX, PPT, PPTX or TXT, up to 20MB
              </span>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={ACCEPT_ATTRIBUTE}
                aria-label="Upload a document"
                aria-describedby={hintId}
                className="sr-only"
                onChange={(event) => void send(event.target.files)}
              />
            </label>
          )
        ) : null}
      </CardContent>

      <Dialog open={toDelete !== null} onOpenChange={(open) => !open && !deleting && setToDelete(null)}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Delete this document?</DialogTitle>
            <DialogDescription>
              <span className="font-medium text-foreground">{toDelete?.name}</span> will be removed from this
              idea. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setToDelete(null)} disabled={deleting}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={deleting}>
              {deleting ? <Loader2 className="animate-spin" /> : null}
              Delete document
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
