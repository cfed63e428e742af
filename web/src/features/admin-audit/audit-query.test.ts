import { describe, expect, it } from 'vitest';
import { auditApiPath, auditFiltersFrom, auditSearchWith } from './audit-query';

describe('the audit page’s URL', () => {
  it('reads the filters, dropping what is not a time', () => {
    const f = auditFiltersFrom(
      new URLSearchParams('actor=ada&action=apply_run_results&from=2026-11-26T09:00&to=soon&offset=50'),
    );
    expect(f).toEqual({
      actor: 'ada',
      action: 'apply_run_results',
      from: '2026-11-26T09:00',
      to: '',
      offset: 50,
    });
  });

  it('goes back to the first page on a new filter, and sends times as instants', () => {
    const f = auditFiltersFrom(new URLSearchParams('actor=ada&offset=50'));
    expect(auditSearchWith(f, { action: 'apply_run_results' }).toString()).toBe(
      'actor=ada&action=apply_run_results',
    );
    const path = new URL(auditApiPath({ ...f, from: '2026-11-26T09:00' }), 'http://x');
    expect(path.searchParams.get('from')).toBe(new Date('2026-11-26T09:00').toISOString());
    expect(path.searchParams.get('actor')).toBe('ada');
    expect(path.searchParams.get('offset')).toBe('50');
  });
});
