import type { TFounderDeckRequest } from '../../core/contracts/deal-flow';
import type { Db } from '../db/connect';
import { type DocumentContext, setDocumentShared } from '../documents/document-service';
import { AppError } from '../domain/app-error';
import type { IdeaRow } from '../ideas/idea.table';
import { notify } from '../notifications/notify';
import { founderRequests } from './founder-activity';
import { displayName } from './investor-state';

async function pendingRequest(db: Db, ideaId: string, requestId: string) {
  const request = await db
    .selectFrom('document_requests')
    .selectAll()
    .where('id', '=', requestId)
    .where('idea_id', '=', ideaId)
    .executeTakeFirst();
  if (!request) throw new AppError('not_found', 'Request not found');
  if (request.status !== 'pending')
    throw new AppError('conflict', `You have already ${request.status} this request`);
  return request;
}

/**
 * Grants a deck request by sharing the chosen document through its per-document switch: from then on every
 * advisor and investor who may read the idea can download it (not only the one who asked), which the founder's
 * dialog says. The investor is told, with a link to the startup's page where the document now is.
 */
export async function grantDeckRequest(
  ctx: DocumentContext,
  idea: IdeaRow,
  requestId: string,
  documentId: string,
): Promise<TFounderDeckRequest> {
  const request = await pendingRequest(ctx.db, idea.id, requestId);
  const doc = idea.documents.find((d) => d.id === documentId);
  if (!doc) throw new AppError('not_found', 'Document not found', 'document_id');
  await setDocumentShared(ctx, idea, documentId, true);
  await ctx.db.transaction().execute(async (trx) => {
    const answered = await trx
      .updateTable('document_requests')
      .set({ status: 'granted', document_id: documentId, answered_at: new Date() })
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) === 0)
      throw new AppError('conflict', 'This request was answered meanwhile');
    const who = await displayName(trx, idea.user_id);
    await notify(trx, {
      user_id: request.requester_id,
      kind: 'deck_granted',
      title: `${who} shared ${doc.name} of ${idea.title}`,
      body: 'Download it from the startup’s page.',
      link: `/idea/${idea.id}`,
      idea_id: idea.id,
      actor_id: idea.user_id,
      dedupe_key: null,
    });
  });
  return (await founderRequests(ctx.db, idea.id, requestId))[0]!;
}

/** Declines a deck request, with an optional word to the investor. */
export async function declineDeckRequest(
  db: Db,
  idea: IdeaRow,
  requestId: string,
  answer: string | undefined,
): Promise<TFounderDeckRequest> {
  const request = await pendingRequest(db, idea.id, requestId);
  await db.transaction().execute(async (trx) => {
    const answered = await trx
      .updateTable('document_requests')
      .set({ status: 'declined', answer: answer || null, answered_at: new Date() })
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) === 0)
      throw new AppError('conflict', 'This request was answered meanwhile');
    const who = await displayName(trx, idea.user_id);
    await notify(trx, {
      user_id: request.requester_id,
      kind: 'deck_declined',
      title: `${who} declined to share the deck of ${idea.title} for now`,
      body: answer ? `“${answer}”` : null,
      link: `/idea/${idea.id}`,
      idea_id: idea.id,
      actor_id: idea.user_id,
      dedupe_key: null,
    });
  });
  return (await founderRequests(db, idea.id, requestId))[0]!;
}
