import { describe, expect, it } from 'vitest';
import { ideaView, showsInDealFlow } from './idea-view';

describe('ideaView', () => {
  it('gives the founder of the idea every tool and the way back to their dashboard', () => {
    expect(ideaView({ isOwner: true, role: 'founder' })).toEqual({
      editable: true,
      founderTools: true,
      back: { to: '/dashboard', label: 'Back to Dashboard' },
    });
  });

  it('shows an investor the idea read-only, with the way back to the deal flow', () => {
    expect(ideaView({ isOwner: false, role: 'investor' })).toEqual({
      editable: false,
      founderTools: false,
      back: { to: '/investor-dashboard', label: 'Back to Deal Flow' },
    });
  });

  it('leads an advisor back to the startups', () => {
    expect(ideaView({ isOwner: false, role: 'advisor' })).toEqual({
      editable: false,
      founderTools: false,
      back: { to: '/advisor-dashboard', label: 'Back to Startups' },
    });
  });

  it('keeps other readers (staff without a role) read-only', () => {
    const view = ideaView({ isOwner: false, role: null });
    expect(view.editable).toBe(false);
    expect(view.founderTools).toBe(false);
    expect(view.back.to).toBe('/');
    expect(ideaView({ isOwner: false, role: 'founder' }).editable).toBe(false);
  });
});

describe('showsInDealFlow', () => {
  it('is on unless turned off', () => {
    expect(showsInDealFlow({ show_in_deal_flow: true })).toBe(true);
    expect(showsInDealFlow({})).toBe(true);
    expect(showsInDealFlow({ show_in_deal_flow: null })).toBe(true);
    expect(showsInDealFlow({ show_in_deal_flow: false })).toBe(false);
  });
});
