import { describe, expect, it } from 'vitest';
import { readRound } from '../../core/round/read-round';
import { forwardableRequest } from './forwardable-request';

const idea = {
  title: 'Pickwise',
  description: 'Pickwise builds picking robots for third-party logistics warehouses. Raising $2M seed.',
};
const round = readRound(idea);
const contact = {
  id: 'c1',
  name: 'Max Weber',
  first_name: 'Max',
  company: 'Parcelpath',
  position: 'Co-founder & CEO',
  url: null,
  connected_on: '2019-01-02',
};

describe('forwardableRequest', () => {
  it('asks a portfolio founder for a double opt-in introduction, with three lines to forward', () => {
    const req = forwardableRequest({
      founderName: 'Nia Network',
      idea: { ...idea, round },
      investor: { name: 'Earlybird Venture Capital', leadsRounds: true },
      intro: {
        pitch: 'Pickwise gives 3PL warehouses picking robots.',
        why: 'You backed Parcelpath (logistics, Series A round in 2012).',
        ask: 'We are raising a $2M seed round. Would Earlybird lead?',
      },
      reasoning: null,
      path: {
        kind: 'portfolio',
        contact,
        via: { company: 'Parcelpath', round: 'series-a', year: 2012, deals: null },
      },
    });
    expect(req.subject).toBe('Would Earlybird Venture Capital like an intro to Pickwise?');
    expect(req.body.startsWith('Hi Max,\n\nI am raising a $2M seed round for Pickwise')).toBe(true);
    expect(req.body).toContain('Earlybird Venture Capital backed Parcelpath (2012)');
    expect(req.body).toContain('Only if they say yes, forward the note below');
    expect(req.blurb).toEqual([
      'Pickwise gives 3PL warehouses picking robots.',
      'We are raising a $2M seed round.',
      'You backed Parcelpath (logistics, Series A round in 2012).',
    ]);
    expect(req.body.endsWith(req.blurb.join('\n'))).toBe(true);
  });

  it('asks someone at the firm for a look, writing the pitch and the ask itself when no intro was drafted', () => {
    const req = forwardableRequest({
      founderName: 'Nia Network',
      idea: { ...idea, round },
      investor: { name: 'Index Ventures', leadsRounds: null },
      intro: null,
      reasoning: 'Invests in logistics (its stated focus, 2026). Based in London.',
      path: {
        kind: 'works_there',
        contact: { ...contact, name: 'Jane Roe', first_name: 'Jane' },
        via: { company: null, round: null, year: null, deals: null },
      },
    });
    expect(req.body).toContain('Hi Jane,');
    expect(req.body).toContain('pass the note below to the partner who would');
    expect(req.blurb).toHaveLength(3);
    expect(req.blurb[1]).toMatch(/\$2M seed/);
    expect(req.blurb[2]).toBe('Why Index Ventures: Invests in logistics (its stated focus, 2026).');
  });

  it('does not tell staff of a backed company that they know its investor first-hand', () => {
    const req = forwardableRequest({
      founderName: 'Nia Network',
      idea: { ...idea, round },
      investor: { name: 'Earlybird Venture Capital', leadsRounds: true },
      intro: null,
      reasoning: null,
      path: {
        kind: 'portfolio',
        contact: { ...contact, name: 'Lena Berg', first_name: 'Lena', position: 'Software Engineer' },
        via: { company: 'Parcelpath', round: 'series-a', year: 2012, deals: null },
      },
    });
    expect(req.body).toContain('Earlybird Venture Capital backed Parcelpath (2012): you may know who there');
    expect(req.body).not.toContain('first-hand');
  });
});
