import { describe, expect, it } from 'vitest';
import {
  dealFlowPath,
  fitBadge,
  founderLine,
  LIST_OPTIONS,
  ORDER_OPTIONS,
  parseList,
  parseOrder,
} from './deal-flow';

describe('deal-flow order', () => {
  it('reads thesis from the address and defaults to newest', () => {
    expect(parseOrder('thesis')).toBe('thesis');
    expect(parseOrder('recent')).toBe('recent');
    expect(parseOrder(null)).toBe('recent');
    expect(parseOrder('THESIS')).toBe('recent');
    expect(parseOrder('')).toBe('recent');
  });

  it('offers Newest and Matched to your thesis, and asks the API for that order', () => {
    expect(ORDER_OPTIONS.map((o) => o.label)).toEqual(['Newest', 'Matched to your thesis']);
    expect(dealFlowPath('thesis')).toBe('/api/deal-flow?order=thesis');
    expect(dealFlowPath('recent')).toBe('/api/deal-flow?order=recent');
  });
});

describe('deal-flow lists', () => {
  it('reads saved and passed from the address, the deal flow otherwise, and asks the API for that list', () => {
    expect(LIST_OPTIONS.map((o) => o.label)).toEqual(['Deal flow', 'Saved', 'Passed']);
    expect(parseList('saved')).toBe('saved');
    expect(parseList('passed')).toBe('passed');
    expect(parseList('archive')).toBe('main');
    expect(parseList(null)).toBe('main');
    expect(dealFlowPath('thesis', 'main')).toBe('/api/deal-flow?order=thesis');
    expect(dealFlowPath('thesis', 'saved')).toBe('/api/deal-flow?list=saved');
    expect(dealFlowPath('recent', 'passed')).toBe('/api/deal-flow?list=passed');
  });
});

describe('fitBadge', () => {
  it('shows the fit as a percent with the match colours', () => {
    expect(fitBadge(0.856)).toEqual({ label: '86% fit', tone: 'success' });
    expect(fitBadge(0.7)).toEqual({ label: '70% fit', tone: 'info' });
    expect(fitBadge(0.2)).toEqual({ label: '20% fit', tone: 'muted' });
  });

  it('keeps odd scores in range', () => {
    expect(fitBadge(1.4).label).toBe('100% fit');
    expect(fitBadge(-1).label).toBe('0% fit');
    expect(fitBadge(Number.NaN).label).toBe('0% fit');
  });
});

describe('founderLine', () => {
  it('joins the known name and company', () => {
    expect(founderLine({ full_name: 'Ada Lovelace', company_name: 'Acme' })).toBe('Ada Lovelace · Acme');
    expect(founderLine({ full_name: 'Ada Lovelace', company_name: null })).toBe('Ada Lovelace');
    expect(founderLine({ full_name: ' ', company_name: 'Acme' })).toBe('Acme');
    expect(founderLine({ full_name: null, company_name: null })).toBe('');
  });
});
