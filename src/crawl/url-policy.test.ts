import { describe, expect, it, vi } from 'vitest';
import { CrawlError } from '../../core/crawl/errors';
import {
  type AddressCategory,
  checkUrl,
  classifyAddress,
  isAllowlisted,
  type LookupAll,
  parseAllowEntry,
  resolveAndCheck,
  type UrlPolicy,
} from './url-policy';

const cases: Array<[string, AddressCategory, string?]> = [
  // loopback
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['::1', 'loopback'],
  // private
  ['10.0.0.5', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['fc00::1', 'private'],
  ['fd12:3456:789a::1', 'private'],
  ['fec0::1', 'private'], // deprecated site-local
  // link-local
  ['169.254.1.1', 'link-local'],
  ['fe80::1', 'link-local'],
  ['febf::1', 'link-local'],
  // carrier-grade NAT
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.255', 'carrier-grade NAT'],
  // unspecified, multicast, broadcast
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['::', 'unspecified'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['ff02::1', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  // cloud metadata
  ['169.254.169.254', 'metadata'],
  ['169.254.170.2', 'metadata'],
  ['100.100.100.200', 'metadata'],
  ['fd00:ec2::254', 'metadata'],
  // IPv4-mapped IPv6 is judged by its IPv4 address
  ['::ffff:127.0.0.1', 'loopback', '127.0.0.1'],
  ['::ffff:7f00:1', 'loopback', '127.0.0.1'],
  ['::ffff:10.0.0.5', 'private', '10.0.0.5'],
  ['::ffff:169.254.169.254', 'metadata', '169.254.169.254'],
  ['::ffff:8.8.8.8', 'public', '8.8.8.8'],
  // other IPv6 forms that carry an IPv4 address
  ['64:ff9b::10.0.0.1', 'private', '10.0.0.1'], // NAT64
  ['64:ff9b::8.8.8.8', 'public', '8.8.8.8'],
  ['2002:a00:1::1', 'private', '10.0.0.1'], // 6to4
  ['2002:808:808::1', 'public', '8.8.8.8'],
  ['::ffff:0:127.0.0.1', 'loopback', '127.0.0.1'], // IPv4-translated (RFC 6145)
  // reserved and special-purpose
  ['::7f00:1', 'reserved'], // deprecated IPv4-compatible ::127.0.0.1
  ['::127.0.0.1', 'loopback'], // ipaddr.js reads this spelling as IPv4-mapped: refused either way
  ['2001:db8::1', 'reserved'], // documentation
  ['2001::1', 'reserved'], // Teredo
  ['64:ff9b:1::a00:1', 'reserved'], // local-use NAT64
  ['4000::1', 'reserved'], // outside 2000::/3
  ['192.0.2.1', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['240.0.0.1', 'reserved'],
  // public
  ['8.8.8.8', 'public'],
  ['93.184.216.34', 'public'],
  ['172.32.0.1', 'public'],
  ['100.128.0.1', 'public'],
  ['2606:4700:4700::1111', 'public'],
  ['2a00:1450:4001:80b::200e', 'public'],
];

describe('classifyAddress', () => {
  it.each(cases)('%s is %s', (address, category, effective) => {
    const result = classifyAddress(address);
    expect(result.category).toBe(category);
    if (effective) expect(result.effective).toBe(effective);
  });

  it('accepts a bracketed IPv6 address', () => {
    expect(classifyAddress('[::1]').category).toBe('loopback');
  });

  it('throws on something that is not an address', () => {
    expect(() => classifyAddress('example.com')).toThrow(/not an IP address/);
  });
});

function expectError(result: URL | CrawlError, code: string): CrawlError {
  expect(result).toBeInstanceOf(CrawlError);
  const error = result as CrawlError;
  expect(error.code).toBe(code);
  return error;
}

describe('checkUrl', () => {
  const policy: UrlPolicy = {};

  it('returns the parsed URL for public http and https URLs (no DNS needed)', () => {
    const url = checkUrl('HTTPS://Example.COM/Path?q=1', policy);
    expect(url).toBeInstanceOf(URL);
    expect((url as URL).href).toBe('https://example.com/Path?q=1');
    expect(checkUrl('http://8.8.8.8/', policy)).toBeInstanceOf(URL);
    expect(checkUrl('http://[2606:4700:4700::1111]/', policy)).toBeInstanceOf(URL);
  });

  it.each([
    'ftp://example.com/file',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<p>hi</p>',
    'gopher://example.com/',
    'ws://example.com/socket',
  ])('refuses the scheme of %s', (input) => {
    const error = expectError(checkUrl(input, policy), 'blocked_scheme');
    expect(error.message).toMatch(/only http and https may be crawled/);
  });

  it.each(['not a url', 'http://', '//example.com/', ''])('refuses %j as a bad URL', (input) => {
    expectError(checkUrl(input, policy), 'bad_url');
  });

  it('refuses a private IP literal with a message naming the address, its kind and the URL', () => {
    const error = expectError(checkUrl('http://10.0.0.5/admin', policy), 'blocked_address');
    expect(error.message).toBe(
      'refusing 10.0.0.5 (private address) for http://10.0.0.5/admin: crawls only reach public addresses',
    );
    expect(error.address).toBe('10.0.0.5');
    expect(error.category).toBe('private');
  });

  it.each([
    ['http://127.0.0.1:3000/', 'loopback'],
    ['http://2130706433/', 'loopback'], // decimal form of 127.0.0.1, normalised by the URL parser
    ['http://0x7f.1/', 'loopback'],
    ['http://017700000001/', 'loopback'], // octal
    ['http://[::1]:8080/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[::ffff:a9fe:a9fe]/latest/meta-data/', 'metadata'],
    ['http://169.254.169.254/latest/meta-data/', 'metadata'],
    ['http://[fd00:ec2::254]/', 'metadata'],
    ['http://0/', 'unspecified'],
    ['http://[fe80::1]/', 'link-local'],
    ['https://100.64.1.1/', 'carrier-grade NAT'],
  ])('refuses %s (%s)', (input, category) => {
    const error = expectError(checkUrl(input, policy), 'blocked_address');
    expect(error.category).toBe(category);
  });
});

describe('the allowlist', () => {
  it('lets an address and port through, and only that port', () => {
    const policy: UrlPolicy = { allow: ['127.0.0.1:4000'] };
    expect(checkUrl('http://127.0.0.1:4000/x', policy)).toBeInstanceOf(URL);
    expectError(checkUrl('http://127.0.0.1:4001/x', policy), 'blocked_address');
    expectError(checkUrl('http://127.0.0.2:4000/x', policy), 'blocked_address');
    expectError(checkUrl('http://10.0.0.1:4000/x', policy), 'blocked_address');
  });

  it('matches the default port of the scheme', () => {
    expect(checkUrl('http://127.0.0.1/', { allow: ['127.0.0.1:80'] })).toBeInstanceOf(URL);
    expectError(checkUrl('https://127.0.0.1/', { allow: ['127.0.0.1:80'] }), 'blocked_address');
    expect(checkUrl('https://127.0.0.1/', { allow: ['127.0.0.1:443'] })).toBeInstanceOf(URL);
  });

  it('lets an address through on any port when the entry has none', () => {
    const policy: UrlPolicy = { allow: ['127.0.0.1'] };
    expect(checkUrl('http://127.0.0.1:1/', policy)).toBeInstanceOf(URL);
    expect(checkUrl('http://127.0.0.1:65535/', policy)).toBeInstanceOf(URL);
    expect(checkUrl('http://[::ffff:127.0.0.1]:5/', policy)).toBeInstanceOf(URL);
  });

  it('lets a CIDR range through, IPv4-mapped forms included', () => {
    const policy: UrlPolicy = { allow: ['10.0.0.0/8', 'fd00::/8'] };
    expect(checkUrl('http://10.1.2.3/', policy)).toBeInstanceOf(URL);
    expect(checkUrl('http://[::ffff:10.1.2.3]/', policy)).toBeInstanceOf(URL);
    expect(checkUrl('http://[fd12::1]/', policy)).toBeInstanceOf(URL);
    expectError(checkUrl('http://192.168.0.1/', policy), 'blocked_address');
    expectError(checkUrl('http://[fc00::1]/', policy), 'blocked_address');
  });

  it('lets a bracketed IPv6 address and port through', () => {
    const policy: UrlPolicy = { allow: ['[::1]:8080'] };
    expect(checkUrl('http://[::1]:8080/', policy)).toBeInstanceOf(URL);
    expectError(checkUrl('http://[::1]:8081/', policy), 'blocked_address');
  });

  it('matches host-name entries against the name in the URL', () => {
    const policy: UrlPolicy = { allow: ['intranet.test:8080'] };
    expect(isAllowlisted(policy, '10.0.0.7', 'intranet.test', 8080)).toBe(true);
    expect(isAllowlisted(policy, '10.0.0.7', 'INTRANET.test.', 8080)).toBe(true);
    expect(isAllowlisted(policy, '10.0.0.7', 'intranet.test', 9090)).toBe(false);
    expect(isAllowlisted(policy, '10.0.0.7', 'other.test', 8080)).toBe(false);
  });

  it.each([
    'http://127.0.0.1',
    '127.0.0.1:99999',
    '127.0.0.1:0',
    '10.0.0.0/33',
    'not a host',
    '',
    '[zz::1]:80',
    'a:b:c',
  ])('refuses the malformed entry %j', (entry) => {
    expect(() => parseAllowEntry(entry)).toThrow();
  });
});

describe('resolveAndCheck', () => {
  const lookupOf =
    (answers: Record<string, string[]>): LookupAll =>
    async (hostname) =>
      (answers[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('returns every address when all of them are public', async () => {
    const policy: UrlPolicy = {
      lookup: lookupOf({ 'example.com': ['93.184.216.34', '2606:2800:220:1::1'] }),
    };
    const addresses = await resolveAndCheck('example.com', policy, 443);
    expect(addresses.map((a) => a.address)).toEqual(['93.184.216.34', '2606:2800:220:1::1']);
  });

  it('refuses a name when ANY of its addresses is private', async () => {
    const policy: UrlPolicy = { lookup: lookupOf({ 'mixed.test': ['93.184.216.34', '10.0.0.1'] }) };
    const error = await resolveAndCheck('mixed.test', policy, 80, 'http://mixed.test/').catch((e) => e);
    expect(error).toBeInstanceOf(CrawlError);
    expect(error.code).toBe('blocked_address');
    expect(error.message).toBe(
      'refusing mixed.test, which resolves to 10.0.0.1 (private address) for http://mixed.test/: crawls only reach public addresses',
    );
  });

  it('refuses an IPv4-mapped loopback answer', async () => {
    const policy: UrlPolicy = { lookup: lookupOf({ 'sneaky.test': ['::ffff:127.0.0.1'] }) };
    const error = await resolveAndCheck('sneaky.test', policy).catch((e) => e);
    expect(error.code).toBe('blocked_address');
    expect(error.category).toBe('loopback');
  });

  it('lets an allowlisted answer through, on the allowlisted port only', async () => {
    const policy: UrlPolicy = {
      allow: ['127.0.0.1:4000'],
      lookup: lookupOf({ 'fixture.test': ['127.0.0.1'] }),
    };
    await expect(resolveAndCheck('fixture.test', policy, 4000)).resolves.toHaveLength(1);
    await expect(resolveAndCheck('fixture.test', policy, 4001)).rejects.toMatchObject({
      code: 'blocked_address',
    });
  });

  it('does not look IP literals up', async () => {
    const lookup = vi.fn<LookupAll>();
    await expect(resolveAndCheck('8.8.8.8', { lookup })).resolves.toEqual([
      { address: '8.8.8.8', family: 4 },
    ]);
    await expect(resolveAndCheck('[::1]', { lookup })).rejects.toMatchObject({ category: 'loopback' });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('turns DNS failures into dns_failed, retryable only when temporary', async () => {
    const failing =
      (code: string): LookupAll =>
      async () => {
        throw Object.assign(new Error(`getaddrinfo ${code}`), { code });
      };
    const notFound = await resolveAndCheck('nope.invalid', { lookup: failing('ENOTFOUND') }).catch((e) => e);
    expect(notFound).toMatchObject({ code: 'dns_failed', retryable: false });
    expect(notFound.message).toMatch(/could not resolve nope\.invalid \(ENOTFOUND\)/);
    const again = await resolveAndCheck('flaky.test', { lookup: failing('EAI_AGAIN') }).catch((e) => e);
    expect(again).toMatchObject({ code: 'dns_failed', retryable: true });
    const empty = await resolveAndCheck('empty.test', { lookup: lookupOf({}) }).catch((e) => e);
    expect(empty.code).toBe('dns_failed');
  });
});
