// Who sees what on /idea/:id. The idea's founder edits and analyzes it, manages its documents, sees the
// advisors interested in it and chooses whether investors see it; admins read it. Advisors and investors get the
// startup's public view instead (startup/startup-view.tsx), which uses the way back given here.
import type { UserType } from '@core/contracts/vocabulary';

export interface IdeaView {
  /** Edit, Analyze, document upload and delete. */
  editable: boolean;
  /** The Advisor interest card and the deal-flow switch. */
  founderTools: boolean;
  /** Where the back link goes, and what it says. */
  back: { to: string; label: string };
}

export function ideaView(viewer: { isOwner: boolean; role: UserType | null }): IdeaView {
  if (viewer.isOwner)
    return {
      editable: true,
      founderTools: true,
      back: { to: '/dashboard', label: 'Back to Dashboard' },
    };
  const reader = { editable: false, founderTools: false };
  switch (viewer.role) {
    case 'investor':
      return { ...reader, back: { to: '/investor-dashboard', label: 'Back to Deal Flow' } };
    case 'advisor':
      return { ...reader, back: { to: '/advisor-dashboard', label: 'Back to Startups' } };
    case 'founder':
      return { ...reader, back: { to: '/dashboard', label: 'Back to Dashboard' } };
    default:
      return { ...reader, back: { to: '/', label: 'Back to Home' } };
  }
}

/** Spec: an idea shows in the investors' deal flow unless its founder turned that off. */
export function showsInDealFlow(idea: { show_in_deal_flow?: boolean | null }): boolean {
  return idea.show_in_deal_flow !== false;
}
