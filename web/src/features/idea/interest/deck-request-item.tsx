import type { TFounderDeckRequest } from '@core/contracts/deal-flow';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { RadioCards } from '@web/components/ui/radio-cards';
import { Textarea } from '@web/components/ui/textarea';
import { FileText, Loader2, Share2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { timeAgo } from '../../notifications/notification-format';
import type { IdeaDocument } from '../documents-api';
import { useAnswerRequest } from './use-investor-activity';

/** "Ivy Investor (Hudson Seed)", as the notifications name them. */
const requesterName = (r: TFounderDeckRequest) => {
  const name = r.requester.full_name ?? 'An investor';
  return r.requester.firm_name ? `${name} (${r.requester.firm_name})` : name;
};

/** A pending deck request: who asks, their message, and Share a document or Decline. */
export function DeckRequestItem({
  ideaId,
  request,
  documents,
}: {
  ideaId: string;
  request: TFounderDeckRequest;
  documents: IdeaDocument[];
}) {
  const answer = useAnswerRequest(ideaId);
  const [dialog, setDialog] = useState<'grant' | 'decline' | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const who = requesterName(request);
  return (
    <li
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50/60 p-3 text-sm"
      data-testid="deck-request"
    >
      <p>
        <span className="font-medium">{who}</span> asked for your deck{' '}
        <span className="text-muted-foreground">· {timeAgo(request.created_at)}</span>
      </p>
      {request.message ? <p className="text-muted-foreground">“{request.message}”</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setDialog('grant')}>
          <Share2 /> Share a document
        </Button>
        <Button size="sm" variant="outline" onClick={() => setDialog('decline')}>
          <X /> Decline
        </Button>
      </div>
      <GrantDialog
        open={dialog === 'grant'}
        onOpenChange={close}
        who={who}
        documents={documents}
        busy={answer.isPending}
        onGrant={(docId) =>
          answer.mutate({ requestId: request.id, grant: docId }, { onSuccess: () => setDialog(null) })
        }
      />
      <DeclineDialog
        open={dialog === 'decline'}
        onOpenChange={close}
        who={who}
        busy={answer.isPending}
        onDecline={(text) =>
          answer.mutate({ requestId: request.id, decline: text }, { onSuccess: () => setDialog(null) })
        }
      />
    </li>
  );
}

function GrantDialog({
  open,
  onOpenChange,
  who,
  documents,
  busy,
  onGrant,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  who: string;
  documents: IdeaDocument[];
  busy: boolean;
  onGrant: (docId: string) => void;
}) {
  const choices = documents.filter((d) => d.id);
  // A deck or pitch first, else the first document.
  const suggested = choices.find((d) => /deck|pitch/i.test(d.name))?.id ?? choices[0]?.id ?? '';
  const [chosen, setChosen] = useState<string>('');
  useEffect(() => {
    if (open) setChosen(suggested);
  }, [open, suggested]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share a document with {who}</DialogTitle>
          <DialogDescription>
            Sharing turns on the document’s Shared switch: every investor and advisor who can open this idea
            can then download it, not only {who}. Turn the switch off in Documents to take it back.
          </DialogDescription>
        </DialogHeader>
        {choices.length === 0 ? (
          <p className="rounded-md bg-muted p-3 text-sm">
            This idea has no documents yet. Upload your deck in the Documents card beside, then share it here.
          </p>
        ) : (
          <RadioCards
            name="grant-doc"
            label="Documents"
            value={chosen}
            onChange={setChosen}
            cards={choices.map((d) => ({
              value: d.id!,
              children: (
                <>
                  <FileText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{d.name}</span>
                  {d.shared ? (
                    <span className="shrink-0 text-xs text-muted-foreground">already shared</span>
                  ) : null}
                </>
              ),
            }))}
          />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => onGrant(chosen)} disabled={!chosen || busy}>
            {busy ? <Loader2 className="animate-spin" /> : <Share2 />} Share
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DeclineDialog({
  open,
  onOpenChange,
  who,
  busy,
  onDecline,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  who: string;
  busy: boolean;
  onDecline: (answer: string) => void;
}) {
  const [text, setText] = useState('');
  useEffect(() => {
    if (open) setText('');
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline the request</DialogTitle>
          <DialogDescription>{who} is told you declined, with your words if you add some.</DialogDescription>
        </DialogHeader>
        <Field id="decline-answer" label="A word to the investor (optional)">
          <Textarea
            id="decline-answer"
            rows={3}
            maxLength={1000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => onDecline(text.trim())} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" /> : null} Decline
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
