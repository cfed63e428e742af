import type { TInvestorIdeaState } from '@core/contracts/deal-flow';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { Bookmark, BookmarkCheck, Download, FileText, Heart, StickyNote, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { type DealDialog, DeckDialog, InterestDialog, NoteDialog, PassDialog } from './deal-dialogs';
import { useDealActions } from './use-deal-actions';

/**
 * What an investor does about a startup (issue 21), on the deal-flow cards and on the startup's page: Interested
 * (with a note to the founder), Request deck, Pass (with a reason), Save for later, and a private note.
 */
export function DealActions({
  ideaId,
  state,
  founder,
  className,
}: {
  ideaId: string;
  state: TInvestorIdeaState;
  founder: string;
  className?: string;
}) {
  const act = useDealActions(ideaId);
  const [dialog, setDialog] = useState<DealDialog>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const done = () => setDialog(null);
  const request = state.deck_request;
  const canAsk = !request || request.status === 'declined';
  return (
    <div className={cn('grid gap-3', className)} data-testid="deal-actions">
      <DecisionLine
        state={state}
        busy={act.isPending}
        onReconsider={() => act.mutate({ kind: 'reconsider' })}
      />
      {request ? <DeckLine request={request} /> : null}
      <div className="flex flex-wrap gap-2">
        {state.decision !== 'interested' ? (
          <Button size="sm" onClick={() => setDialog('interest')}>
            <Heart /> Interested
          </Button>
        ) : null}
        {canAsk ? (
          <Button size="sm" variant="outline" onClick={() => setDialog('deck')}>
            <FileText /> Request deck
          </Button>
        ) : null}
        {state.decision !== 'passed' ? (
          <Button size="sm" variant="outline" onClick={() => setDialog('pass')}>
            <X /> Pass
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={state.saved}
          onClick={() => act.mutate({ kind: 'saved', saved: !state.saved })}
          disabled={act.isPending}
        >
          {state.saved ? <BookmarkCheck className="text-primary" /> : <Bookmark />}
          {state.saved ? 'Saved' : 'Save'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDialog('note')}>
          <StickyNote className={state.private_note ? 'text-amber-600' : undefined} />
          {state.private_note ? 'Your note' : 'Add note'}
        </Button>
      </div>
      {state.private_note ? (
        <p
          className="line-clamp-2 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-950"
          title={state.private_note}
        >
          <span className="font-medium">Private note: </span>
          {state.private_note}
        </p>
      ) : null}
      <InterestDialog
        open={dialog === 'interest'}
        onOpenChange={close}
        founder={founder}
        busy={act.isPending}
        onSubmit={(note) => act.mutate({ kind: 'interest', note }, { onSuccess: done })}
      />
      <DeckDialog
        open={dialog === 'deck'}
        onOpenChange={close}
        founder={founder}
        busy={act.isPending}
        onSubmit={(message) => act.mutate({ kind: 'deck', message }, { onSuccess: done })}
      />
      <PassDialog
        open={dialog === 'pass'}
        onOpenChange={close}
        busy={act.isPending}
        onSubmit={(pass) => act.mutate({ kind: 'pass', pass }, { onSuccess: done })}
      />
      <NoteDialog
        open={dialog === 'note'}
        onOpenChange={close}
        initial={state.private_note ?? ''}
        busy={act.isPending}
        onSubmit={(note) => act.mutate({ kind: 'note', note }, { onSuccess: done })}
      />
    </div>
  );
}

function DecisionLine({
  state,
  busy,
  onReconsider,
}: {
  state: TInvestorIdeaState;
  busy: boolean;
  onReconsider: () => void;
}) {
  if (!state.decision) return null;
  const interested = state.decision === 'interested';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={interested ? 'success' : 'muted'} data-testid="deal-decision">
        {interested ? 'You are interested' : 'You passed'}
      </Badge>
      {interested && state.note ? (
        <span className="min-w-0 truncate text-muted-foreground" title={state.note}>
          “{state.note}”
        </span>
      ) : null}
      <Button size="sm" variant="link" className="h-auto p-0" onClick={onReconsider} disabled={busy}>
        <Undo2 /> {interested ? 'Withdraw' : 'Reconsider'}
      </Button>
    </div>
  );
}

function DeckLine({ request }: { request: NonNullable<TInvestorIdeaState['deck_request']> }) {
  if (request.status === 'pending')
    return (
      <p className="text-sm text-muted-foreground" data-testid="deck-status">
        Deck requested · waiting for the founder
      </p>
    );
  if (request.status === 'declined')
    return (
      <p className="text-sm text-muted-foreground" data-testid="deck-status">
        The founder declined to share the deck for now{request.answer ? `: “${request.answer}”` : '.'}
      </p>
    );
  return request.document ? (
    <p className="flex min-w-0 items-center gap-2 text-sm" data-testid="deck-status">
      <span className="shrink-0 text-emerald-700">Deck shared:</span>
      <a
        href={request.document.url}
        download={request.document.name}
        className="inline-flex min-w-0 items-center gap-1 font-medium text-primary hover:underline"
      >
        <Download className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">{request.document.name}</span>
      </a>
    </p>
  ) : (
    <p className="text-sm text-muted-foreground" data-testid="deck-status">
      The founder shared a document, then took it back.
    </p>
  );
}
