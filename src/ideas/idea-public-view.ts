import { publicRaise, type TIdeaPublicView } from '../../core/contracts/idea-public';
import type { AccountPlan } from '../../core/contracts/plans';
import type { Db } from '../db/connect';
import type { Caller } from '../domain/caller';
import { accountPlan } from '../plans/account-plan';
import { findProfileById } from '../profiles/profile.repository';
import type { IdeaDocument, IdeaRow } from './idea.table';
import { toIdeaResponse } from './idea-access';

/**
 * Who reads an idea whole: its founder, and admins (support). Everyone else the idea-access rules let read it
 * (advisors, investors) gets the public view only.
 */
export function readsWholeIdea(caller: Caller, idea: Pick<IdeaRow, 'user_id'>): boolean {
  return idea.user_id === caller.id || caller.staffRoles.includes('admin');
}

/** Only a document its founder marked as shared is shown to readers; older entries without the flag are not. */
export function isShared(doc: IdeaDocument): boolean {
  return doc.shared === true && typeof doc.id === 'string';
}

/**
 * The public view of an idea: listed field by field, so a field added to ideas later stays private until someone
 * decides otherwise here.
 */
function toIdeaPublicView(
  idea: IdeaRow,
  founder: { full_name: string | null; linkedin_url: string | null } | undefined,
): TIdeaPublicView {
  return {
    visibility: 'public',
    id: idea.id,
    title: idea.title,
    description: idea.description,
    industry: idea.industry,
    stage: idea.stage,
    target_check_size: idea.target_check_size,
    raise: publicRaise(idea.round),
    founder: { full_name: founder?.full_name ?? null, linkedin_url: founder?.linkedin_url ?? null },
    documents: idea.documents.filter(isShared).map((d) => ({
      id: d.id!,
      name: d.name,
      uploadedAt: d.uploadedAt,
      size: d.size ?? null,
      type: d.type ?? null,
      url: d.url,
    })),
    created_at: idea.created_at.toISOString(),
  };
}

/** GET /api/ideas/:id's answer for a caller idea-access lets read the idea: the whole idea or its public view. */
export async function ideaAnswerFor(db: Db, caller: Caller, idea: IdeaRow, planDefault: AccountPlan) {
  // The founder's plan decides what of the analysis is in the answer, whoever reads the whole idea.
  if (readsWholeIdea(caller, idea))
    return toIdeaResponse(idea, await accountPlan(db, idea.user_id, planDefault));
  return toIdeaPublicView(idea, await findProfileById(db, idea.user_id));
}
