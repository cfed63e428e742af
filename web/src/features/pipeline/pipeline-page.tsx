import type { TIdea } from '@core/contracts/ideas';
import type { PipelineStage, TPipelineEntry, TPipelineImport } from '@core/contracts/pipeline';
import { useQuery } from '@tanstack/react-query';
import { FoldOnPhone, useWide } from '@web/components/layout/fold-on-phone';
import { EmptyState } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { ApiError, api, errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { notify, notifyError } from '@web/lib/toast';
import {
  ArrowLeft,
  Download,
  KanbanSquare,
  Loader2,
  Lock,
  Table2,
  TriangleAlert,
  Upload,
  X,
} from 'lucide-react';
import { type ChangeEvent, useCallback, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { AddInvestorCard } from './add-investor-card';
import { needsPassReason, stageLabel } from './board';
import { BoardView, focusCard } from './board-view';
import { localToday } from './dates';
import { EntryDetail } from './entry-detail';
import { PassReasonDialog } from './pass-reason-dialog';
import { RoundCard } from './round-card';
import { TableView } from './table-view';
import { exportCsvHref, useImportCsv, usePipeline, useUpdateEntry } from './use-pipeline';

type View = 'board' | 'table';

/**
 * /idea/:id/pipeline: the founder's fundraising round for an idea, its investors on a kanban board (or a table),
 * money committed against the target, follow-ups, intros and the timeline of each investor. Private to the founder.
 */
export function PipelinePage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'table' ? 'table' : 'board';
  const openId = params.get('entry');
  const today = localToday();
  const idea = useQuery({
    queryKey: ['idea', id],
    queryFn: () => api<TIdea>(`/api/ideas/${id}`),
    retry: false,
  });
  const pipeline = usePipeline(id);
  const { update } = useUpdateEntry(id);
  const importCsv = useImportCsv(id);
  const fileRef = useRef<HTMLInputElement>(null);
  const [importErrors, setImportErrors] = useState<TPipelineImport['errors']>([]);
  const [passing, setPassing] = useState<{ entry: TPipelineEntry; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const wide = useWide();

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: key === 'entry', preventScrollReset: true },
      ),
    [setParams],
  );

  const entries = pipeline.data?.entries;
  const open = useMemo(() => entries?.find((e) => e.id === openId) ?? null, [entries, openId]);

  function commitMove(entry: TPipelineEntry, stage: PipelineStage, index: number, passReason?: string) {
    setAnnouncement(`${entry.name} moved to ${stageLabel(stage)}.`);
    update(
      entry.id,
      { stage, position: index, ...(passReason ? { pass_reason: passReason } : {}) },
      `Could not move ${entry.name}`,
    ).catch(() =>
      setAnnouncement(`${entry.name} could not be moved; it is back in ${stageLabel(entry.stage)}.`),
    );
    if (view === 'board' && !openId) focusCard(entry.id);
  }

  /** Every move (drag and drop, keyboard, menus, the table's and the detail's stage) lands here. */
  function move(entry: TPipelineEntry, stage: PipelineStage, index: number) {
    const current = entries?.find((e) => e.id === entry.id) ?? entry;
    const others = (entries ?? []).filter((e) => e.stage === stage && e.id !== entry.id).length;
    const at = Math.max(0, Math.min(index, others));
    if (stage === current.stage && at === current.position) return;
    if (needsPassReason(current, stage)) setPassing({ entry: current, index: at });
    else commitMove(current, stage, at);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImportErrors([]);
    try {
      const result = await importCsv.mutateAsync(await file.text());
      if (result.errors.length > 0) {
        setImportErrors(result.errors);
        notifyError(
          'Nothing was imported',
          `${file.name} has ${result.errors.length} ${result.errors.length === 1 ? 'error' : 'errors'}.`,
        );
      } else notify(`Imported: ${result.added} added, ${result.updated} updated`, file.name);
    } catch (err) {
      notifyError('Could not import the CSV', errorMessage(err));
    }
  }

  if (pipeline.isError) {
    const err = pipeline.error;
    const refused = err instanceof ApiError && err.status === 403;
    const missing = err instanceof ApiError && err.status === 404;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6" data-testid="pipeline-refused">
        <EmptyState
          icon={refused ? <Lock className="size-6" /> : <TriangleAlert className="size-6" />}
          title={
            refused ? 'This pipeline is private' : missing ? 'Idea not found' : 'Could not load the pipeline'
          }
        >
          <p>
            {refused
              ? "Only the idea's founder can see its fundraising pipeline."
              : missing
                ? 'This idea does not exist or was deleted.'
                : errorMessage(err)}
          </p>
          <Button asChild variant="outline" className="mt-4">
            <Link to="/dashboard">Back to Dashboard</Link>
          </Button>
        </EmptyState>
      </div>
    );
  }
  if (!pipeline.data) return <PageSpinner />;
  const data = pipeline.data;
  const roundAndAdd = (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <RoundCard ideaId={id} pipeline={data} today={today} />
      <AddInvestorCard ideaId={id} />
    </div>
  );

  return (
    <div className="mx-auto w-full max-w-[1600px] px-4 py-8 sm:px-6">
      <Button variant="ghost" size="sm" asChild className="-ml-3 mb-3">
        <Link to={`/idea/${id}`}>
          <ArrowLeft /> Back to idea
        </Link>
      </Button>
      <header className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">Fundraising pipeline</h1>
          <p className="mt-1 truncate text-muted-foreground">{idea.data?.title ?? ' '}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <fieldset aria-label="View" className="flex gap-1 rounded-lg border bg-muted/50 p-1">
            {(
              [
                ['board', 'Board', KanbanSquare],
                ['table', 'Table', Table2],
              ] as const
            ).map(([value, label, Icon]) => (
              <button
                key={value}
                type="button"
                aria-pressed={view === value}
                onClick={() => setParam('view', value === 'board' ? null : value)}
                className={cn(
                  'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4',
                  view === value
                    ? 'bg-card text-foreground shadow-sm ring-1 ring-border'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon aria-hidden="true" /> {label}
              </button>
            ))}
          </fieldset>
          <Button
            variant="outline"
            className="px-3 sm:px-4"
            aria-label="Import CSV"
            onClick={() => fileRef.current?.click()}
            disabled={importCsv.isPending}
          >
            {importCsv.isPending ? <Loader2 className="animate-spin" /> : <Upload />}
            <span className="hidden sm:inline">Import CSV</span>
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            tabIndex={-1}
            aria-label="CSV file to import"
            onChange={onFile}
            data-testid="import-file"
          />
          <Button variant="outline" className="px-3 sm:px-4" asChild>
            <a href={exportCsvHref(id)} download aria-label="Export CSV">
              <Download />
              <span className="hidden sm:inline">Export CSV</span>
            </a>
          </Button>
        </div>
      </header>

      {wide ? roundAndAdd : null}

      {importErrors.length > 0 ? (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-destructive/30 bg-red-50 p-4 text-sm text-red-900"
          data-testid="import-errors"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold">Nothing was imported. Fix these lines and import the file again:</p>
            <button
              type="button"
              aria-label="Dismiss the import errors"
              onClick={() => setImportErrors([])}
              className="cursor-pointer rounded-sm text-red-900/70 hover:text-red-900"
            >
              <X className="size-4" />
            </button>
          </div>
          <ul className="mt-2 grid gap-1">
            {importErrors.map((e) => (
              <li key={`${e.line}-${e.message}`}>
                <span className="font-medium">Line {e.line}:</span> {e.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-6">
        {data.entries.length === 0 ? (
          <p className="mb-3 rounded-lg border border-dashed bg-card px-4 py-3 text-sm text-muted-foreground">
            No investors yet. Add them by name above, from your idea's matched investors, or from the{' '}
            <Link to="/investors" className="font-medium text-primary hover:underline">
              investor database
            </Link>
            .
          </p>
        ) : null}
        {view === 'board' ? (
          <BoardView
            pipeline={data}
            today={today}
            onMove={move}
            onOpen={(entryId) => setParam('entry', entryId)}
          />
        ) : (
          <TableView
            pipeline={data}
            today={today}
            onMove={move}
            onOpen={(entryId) => setParam('entry', entryId)}
          />
        )}
      </div>
      {/* On a phone the board comes first; the round and the add form, folded, after it. */}
      {wide ? null : (
        <div className="mt-6">
          <FoldOnPhone summary="Your round, and adding an investor">{roundAndAdd}</FoldOnPhone>
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      <EntryDetail
        ideaId={id}
        entry={open}
        today={today}
        onClose={() => setParam('entry', null)}
        onMove={move}
        update={update}
      />
      <PassReasonDialog
        name={passing?.entry.name ?? ''}
        initial={passing?.entry.pass_reason ?? null}
        open={passing !== null}
        onCancel={() => setPassing(null)}
        onConfirm={(reason) => {
          if (passing) commitMove(passing.entry, 'passed', passing.index, reason);
          setPassing(null);
        }}
      />
    </div>
  );
}
