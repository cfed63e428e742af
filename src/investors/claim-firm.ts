import { readSectors } from '../../core/round/read-sectors';
import type { Db } from '../db/connect';
import { findProfileById, findUserContext } from '../profiles/profile.repository';
import { investorNameIndex, resolveInvestor } from './investor-name-index';
import { personRow } from './investor-people';
import { deleteClaim, upsertInvestorPeople } from './investor-people.repository';

/**
 * An investor on Roundwise who names their firm (onboarding, or the thesis they edit later) is listed among its
 * people, when the firm name resolves to one investor of ours by the data build's rules; naming another firm, or
 * none, takes the earlier listing back. They are listed as they present themselves: their name, their headline as
 * title, their LinkedIn, and the focus areas of their thesis. Returns the investor id, or null.
 */
export async function claimFirm(db: Db, userId: string): Promise<string | null> {
  const profile = await findProfileById(db, userId);
  const firm = profile?.user_type === 'investor' ? profile.company_name?.trim() : null;
  const name = profile?.full_name?.trim();
  const investorId = firm && name ? resolveInvestor(await investorNameIndex(db), firm) : null;
  await deleteClaim(db, userId, investorId ?? undefined);
  if (!investorId || !name) return null;
  const context = await findUserContext(db, userId, 'investor');
  const thesis = (context?.context_data ?? {}) as { focus_areas?: string[]; investment_thesis?: string };
  const row = personRow(
    investorId,
    {
      name,
      title: profile?.headline?.slice(0, 200) || null,
      linkedin_url: profile?.linkedin_url ?? null,
      focus: thesis.focus_areas?.length ? thesis.focus_areas : readSectors(thesis.investment_thesis ?? ''),
    },
    'claimed',
    null,
    userId,
  );
  if (row) await upsertInvestorPeople(db, [row]);
  return investorId;
}
