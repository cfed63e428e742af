import { describe, expect, it } from 'vitest';
import { assignIds } from './ids.ts';
import { clean, fixMojibake, slugify, toDate, toNumber } from './text.ts';

describe('text helpers', () => {
  it('repairs UTF-8 that was decoded as cp1252 and leaves real accents alone', () => {
    expect(fixMojibake('agÃ¡mi Systems')).toBe('agámi Systems');
    expect(fixMojibake('InsideAxisâ„¢')).toBe('InsideAxis™');
    expect(fixMojibake('TaposÃ©')).toBe('Taposé');
    expect(fixMojibake('MiaSolé')).toBe('MiaSolé');
    expect(fixMojibake('BerkÃ_na Wireless')).toBe('BerkÃ_na Wireless');
  });

  it('cleans whitespace and empties', () => {
    expect(clean('  Seed fund\n\n')).toBe('Seed fund');
    expect(clean('   ')).toBeNull();
    expect(clean(undefined)).toBeNull();
  });

  it('rejects Excel damage in numbers and dates', () => {
    expect(toNumber('100000.0')).toBe(100000);
    expect(toNumber('5/18/27')).toBeNull();
    expect(toNumber('#'.repeat(255))).toBeNull();
    expect(toNumber('')).toBeNull();
    expect(toDate('2013-06-30')).toBe('2013-06-30');
    expect(toDate('6/30/2013')).toBeNull();
  });

  it('slugifies names', () => {
    expect(slugify('Accel Partners')).toBe('accel-partners');
    expect(slugify('Rhône-Alpes Création')).toBe('rhone-alpes-creation');
    expect(slugify("The Angels' Forum")).toBe('the-angels-forum');
    expect(slugify('Kleiner Perkins Caufield & Byers')).toBe('kleiner-perkins-caufield-and-byers');
    expect(slugify('未指定')).toBe('');
  });
});

describe('assignIds', () => {
  it('suffixes collisions in tie-break order, whatever the input order', () => {
    const items = [
      { slug: 'vision-ventures', key: 'fundraisingfox:vision-ventures-3' },
      { slug: 'vision-ventures', key: 'fundraisingfox:vision-ventures' },
      { slug: 'accel', key: 'fundraisingfox:accel' },
      { slug: 'vision-ventures', key: 'crunchbase:Vision Ventures' },
    ];
    const run = (list: typeof items) => {
      const ids = assignIds(
        list,
        (i) => i.slug,
        (i) => i.key,
      );
      return Object.fromEntries(list.map((item, n) => [item.key, ids[n]]));
    };
    const expected = {
      'crunchbase:Vision Ventures': 'vision-ventures',
      'fundraisingfox:vision-ventures': 'vision-ventures-2',
      'fundraisingfox:vision-ventures-3': 'vision-ventures-3',
      'fundraisingfox:accel': 'accel',
    };
    expect(run(items)).toEqual(expected);
    expect(run([...items].reverse())).toEqual(expected);
  });
});
