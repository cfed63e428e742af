import { describe, expect, it } from 'vitest';
import { type ResolvableRecord, resolveInvestors } from './merge.ts';

const ff = (key: string, name: string, domain: string, city: string | null, country: string | null) =>
  ({ key, name, domain, city, country }) satisfies ResolvableRecord;

function clustersOf(records: { fundraisingfox: ResolvableRecord[]; crunchbase?: ResolvableRecord[] }) {
  const r = resolveInvestors([
    { source: 'fundraisingfox', records: records.fundraisingfox },
    { source: 'crunchbase', records: records.crunchbase ?? [] },
  ]);
  const of = (source: 'fundraisingfox' | 'crunchbase', key: string) => r.clusterOf.get(source)!.get(key)!;
  return { of, count: r.clusters };
}

describe('resolveInvestors: one firm listed twice under one name', () => {
  it('joins namesakes of one source in the same city, whatever their domains', () => {
    const { of, count } = clustersOf({
      fundraisingfox: [
        ff('scout-ventures', 'Scout Ventures', 'scout.vc', 'Austin', 'US'),
        ff('scout-ventures-2', 'Scout Ventures', 'scoutventures.com', 'Austin', 'US'),
      ],
      crunchbase: [{ key: 'Scout Ventures', name: 'Scout Ventures' }],
    });
    expect(count).toBe(1);
    expect(of('crunchbase', 'Scout Ventures')).toBe(of('fundraisingfox', 'scout-ventures'));
  });

  it('joins a namesake without a place to the one with a place', () => {
    const { count } = clustersOf({
      fundraisingfox: [
        ff('mvp', 'M Venture Partners (MVP)', '3tvcp.com', 'Singapore', 'SG'),
        ff('mvp-2', 'M Venture Partners (MVP)', 'm-venturepartners.com', null, null),
      ],
    });
    expect(count).toBe(1);
  });

  it('keeps namesakes in different places apart, and a place-less name between them alone', () => {
    const { of, count } = clustersOf({
      fundraisingfox: [
        ff('connect-la', 'Connect Ventures', 'connectventures.com', 'Los Angeles', 'US'),
        ff('connect-uk', 'Connect Ventures', 'connectventures.co.uk', 'London', 'GB'),
        ff('connect-uk-2', 'Connect Ventures', 'connectventures.co', 'London', 'GB'),
      ],
      crunchbase: [{ key: 'Connect Ventures', name: 'Connect Ventures' }],
    });
    expect(count).toBe(3);
    expect(of('fundraisingfox', 'connect-uk')).toBe(of('fundraisingfox', 'connect-uk-2'));
    expect(of('fundraisingfox', 'connect-la')).not.toBe(of('fundraisingfox', 'connect-uk'));
    const cb = of('crunchbase', 'Connect Ventures');
    expect([of('fundraisingfox', 'connect-la'), of('fundraisingfox', 'connect-uk')]).not.toContain(cb);
  });
});
