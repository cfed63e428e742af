import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { CrawlError } from '../../core/crawl/errors';

/**
 * Which URLs a crawl may fetch: http and https only, and only hosts whose every address is public unicast.
 * `allow` lets named exceptions through the address check (the tests allow their fixture server):
 *   - `127.0.0.1:41234`, `[::1]:8080`: that address on that port;
 *   - `127.0.0.1`, `::1`: that address on any port;
 *   - `10.0.0.0/8`, `fd00::/8`: any address in the range, any port;
 *   - `intranet.example:8080`, `intranet.example`: that host name (whatever it resolves to), on that port or any.
 * The scheme check has no exception.
 */
export interface UrlPolicy {
  allow?: readonly string[];
  /** DNS lookup, for tests; defaults to node:dns/promises `lookup` with `all: true`. */
  lookup?: LookupAll;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

export type AddressCategory =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'carrier-grade NAT'
  | 'unspecified'
  | 'multicast'
  | 'broadcast'
  | 'metadata'
  | 'reserved';

export interface AddressClass {
  category: AddressCategory;
  /** The address as checked: IPv4-mapped and IPv4-embedding IPv6 forms are reduced to their IPv4 address. */
  effective: string;
}

const CATEGORY_LABEL: Record<AddressCategory, string> = {
  public: 'public address',
  loopback: 'loopback address',
  private: 'private address',
  'link-local': 'link-local address',
  'carrier-grade NAT': 'carrier-grade NAT address',
  unspecified: 'unspecified address',
  multicast: 'multicast address',
  broadcast: 'broadcast address',
  metadata: 'cloud metadata address',
  reserved: 'reserved or special-purpose address',
};

/** Instance-metadata endpoints of the big clouds; most are link-local or private anyway, but they get their own name. */
const METADATA_ADDRESSES = [
  '169.254.169.254', // AWS, GCP, Azure, OCI, DigitalOcean, OpenStack
  '169.254.170.2', // AWS ECS task metadata
  '100.100.100.200', // Alibaba Cloud
  'fd00:ec2::254', // AWS IMDS over IPv6
].map((a) => ipaddr.parse(a).toNormalizedString());

/** ipaddr.js ranges that are ordinary public unicast (AS112 and AMT are public anycast services). */
const PUBLIC_RANGES = new Set(['unicast', 'as112', 'amt', 'as112v6']);

const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

function classifyV4(addr: ipaddr.IPv4): AddressClass {
  const effective = addr.toString();
  if (METADATA_ADDRESSES.includes(effective)) return { category: 'metadata', effective };
  const range: string = addr.range();
  if (PUBLIC_RANGES.has(range)) return { category: 'public', effective };
  switch (range) {
    case 'loopback':
      return { category: 'loopback', effective };
    case 'private':
      return { category: 'private', effective };
    case 'linkLocal':
      return { category: 'link-local', effective };
    case 'carrierGradeNat':
      return { category: 'carrier-grade NAT', effective };
    case 'unspecified':
      return { category: 'unspecified', effective };
    case 'multicast':
      return { category: 'multicast', effective };
    case 'broadcast':
      return { category: 'broadcast', effective };
    default:
      return { category: 'reserved', effective };
  }
}

function v4FromLow32(parts: number[]): ipaddr.IPv4 {
  const hi = parts[6] ?? 0;
  const lo = parts[7] ?? 0;
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
}

function classifyV6(addr: ipaddr.IPv6): AddressClass {
  const effective = addr.toNormalizedString();
  if (METADATA_ADDRESSES.includes(effective)) return { category: 'metadata', effective: addr.toString() };
  // Forms that carry an IPv4 address: judge the IPv4 address they reach.
  if (addr.isIPv4MappedAddress()) return classifyV4(addr.toIPv4Address());
  const range: string = addr.range(); // typed narrower than the ranges ipaddr.js 2.5 knows
  const parts = addr.parts;
  if (range === 'rfc6145') return classifyV4(v4FromLow32(parts)); // ::ffff:0:a.b.c.d (IPv4-translated)
  if (addr.match(NAT64_WELL_KNOWN)) return classifyV4(v4FromLow32(parts)); // 64:ff9b::a.b.c.d (NAT64)
  if (range === '6to4') {
    const [, hi = 0, lo = 0] = parts; // 2002:AABB:CCDD::/48 embeds AA.BB.CC.DD
    return classifyV4(new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]));
  }
  const text = addr.toString();
  switch (range) {
    case 'loopback':
      return { category: 'loopback', effective: text };
    case 'unspecified':
      return { category: 'unspecified', effective: text };
    case 'linkLocal':
      return { category: 'link-local', effective: text };
    case 'uniqueLocal':
    case 'deprecatedSiteLocal':
      return { category: 'private', effective: text };
    case 'multicast':
      return { category: 'multicast', effective: text };
  }
  // Teredo, the rest of ::/8 (IPv4-compatible ::a.b.c.d), documentation, benchmarking, ORCHID, local NAT64, and
  // anything outside the global unicast block 2000::/3 are not places a public web page lives.
  if (PUBLIC_RANGES.has(range) && addr.match(IPV6_GLOBAL_UNICAST))
    return { category: 'public', effective: text };
  return { category: 'reserved', effective: text };
}

/** What kind of address this is. Throws on a string that is not an IP address. */
export function classifyAddress(address: string): AddressClass {
  const bare = stripBrackets(address);
  if (!ipaddr.isValid(bare)) throw new Error(`not an IP address: ${address}`);
  const addr = ipaddr.parse(bare);
  return addr.kind() === 'ipv4' ? classifyV4(addr as ipaddr.IPv4) : classifyV6(addr as ipaddr.IPv6);
}

function describeCategory(category: AddressCategory): string {
  return CATEGORY_LABEL[category];
}

// ---------------------------------------------------------------------------------------------------------------
// The allowlist

type AllowEntry =
  | { kind: 'address'; address: string; port?: number; source: string }
  | { kind: 'cidr'; range: [ipaddr.IPv4 | ipaddr.IPv6, number]; source: string }
  | { kind: 'host'; host: string; port?: number; source: string };

function normalizeIp(address: string): string {
  const addr = ipaddr.process(stripBrackets(address)); // IPv4-mapped IPv6 becomes IPv4
  return addr.kind() === 'ipv6' ? (addr as ipaddr.IPv6).toNormalizedString() : addr.toString();
}

function parsePort(text: string, entry: string): number {
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port < 1 || port > 65535)
    throw new Error(`bad port in allowlist entry "${entry}"`);
  return port;
}

/** Parses one allowlist entry; throws on a malformed one so that a typo in configuration fails loudly. */
export function parseAllowEntry(raw: string): AllowEntry {
  const source = raw.trim();
  if (!source) throw new Error('empty allowlist entry');
  if (source.includes('/')) {
    try {
      return { kind: 'cidr', range: ipaddr.parseCIDR(source), source };
    } catch {
      throw new Error(`bad CIDR in allowlist entry "${source}"`);
    }
  }
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(source);
  if (bracketed) {
    const [, ip = '', port] = bracketed;
    if (!ipaddr.IPv6.isValid(ip)) throw new Error(`bad IPv6 address in allowlist entry "${source}"`);
    return {
      kind: 'address',
      address: normalizeIp(ip),
      port: port ? parsePort(port, source) : undefined,
      source,
    };
  }
  if (ipaddr.IPv6.isValid(source)) return { kind: 'address', address: normalizeIp(source), source };
  const [host = '', port, extra] = source.split(':');
  if (extra !== undefined || !host) throw new Error(`bad allowlist entry "${source}"`);
  const parsedPort = port === undefined ? undefined : parsePort(port, source);
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) {
    return { kind: 'address', address: normalizeIp(host), port: parsedPort, source };
  }
  if (!/^[a-z0-9.-]+$/i.test(host)) throw new Error(`bad host name in allowlist entry "${source}"`);
  return { kind: 'host', host: host.toLowerCase().replace(/\.$/, ''), port: parsedPort, source };
}

const compiled = new WeakMap<readonly string[], AllowEntry[]>();

function allowEntries(policy: UrlPolicy): AllowEntry[] {
  const list = policy.allow;
  if (!list || list.length === 0) return [];
  let entries = compiled.get(list);
  if (!entries) {
    entries = list.map(parseAllowEntry);
    compiled.set(list, entries);
  }
  return entries;
}

/** Whether the allowlist lets this address (reached as `hostname:port`) through. */
export function isAllowlisted(policy: UrlPolicy, address: string, hostname: string, port: number): boolean {
  const entries = allowEntries(policy);
  if (entries.length === 0) return false;
  const ip = normalizeIp(address);
  const parsed = ipaddr.process(stripBrackets(address));
  const host = stripBrackets(hostname).toLowerCase().replace(/\.$/, '');
  return entries.some((entry) => {
    if (entry.kind === 'address')
      return entry.address === ip && (entry.port === undefined || entry.port === port);
    if (entry.kind === 'cidr') return parsed.kind() === entry.range[0].kind() && parsed.match(entry.range);
    return entry.host === host && (entry.port === undefined || entry.port === port);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// URLs and addresses

export function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** The port a URL connects to, defaults included. */
export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

function refuse(address: string, hostname: string, cls: AddressClass, target: string): CrawlError {
  const bare = stripBrackets(address);
  const host = stripBrackets(hostname);
  const shown = cls.effective === bare ? bare : `${bare} (that is ${cls.effective})`;
  const what = host === bare ? shown : `${host}, which resolves to ${shown}`;
  return new CrawlError(
    'blocked_address',
    `refusing ${what} (${describeCategory(cls.category)}) for ${target}: crawls only reach public addresses`,
    { url: target, address: bare, category: cls.category },
  );
}

/**
 * Checks an address against the policy: undefined when it may be connected to, else the `blocked_address` error.
 * `target` names what was being fetched, for the message.
 */
function checkAddress(
  policy: UrlPolicy,
  address: string,
  hostname: string,
  port: number,
  target: string,
): CrawlError | undefined {
  const cls = classifyAddress(address);
  if (cls.category === 'public') return undefined;
  if (isAllowlisted(policy, address, hostname, port)) return undefined;
  return refuse(address, hostname, cls, target);
}

/**
 * The checks that need no network: the URL parses, is http or https, has a host, and if that host is an IP
 * literal, the address is allowed. Returns the parsed URL, or the CrawlError that refuses it.
 */
export function checkUrl(input: string | URL, policy: UrlPolicy): URL | CrawlError {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    return new CrawlError('bad_url', `not a valid URL: ${JSON.stringify(String(input).slice(0, 200))}`, {
      url: String(input),
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return new CrawlError(
      'blocked_scheme',
      `refusing ${url.protocol.replace(/:$/, '')}: URLs for ${url.href.slice(0, 200)}: only http and https may be crawled`,
      { url: url.href },
    );
  }
  if (!url.hostname) return new CrawlError('bad_url', `URL has no host: ${url.href}`, { url: url.href });
  const host = stripBrackets(url.hostname);
  if (isIpLiteral(host)) {
    const error = checkAddress(policy, host, url.hostname, effectivePort(url), url.href);
    if (error) return error;
  }
  return url;
}

/** Like checkUrl, but throws the CrawlError. */
export function assertUrl(input: string | URL, policy: UrlPolicy): URL {
  const result = checkUrl(input, policy);
  if (result instanceof CrawlError) throw result;
  return result;
}

/** ipaddr.isValid accepts forms like "1" or "0x7f"; the WHATWG URL parser already turned those into dotted quads. */
function isIpLiteral(host: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host);
}

const defaultLookup: LookupAll = async (hostname) => {
  const results = await dnsLookup(hostname, { all: true, order: 'verbatim' });
  return results.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
};

/**
 * Resolves a host name (an IP literal resolves to itself) and refuses it if ANY of its addresses is not allowed:
 * a name that resolves to one public and one private address is refused, because which one a connection uses is
 * not ours to choose. Throws `dns_failed` or `blocked_address`; returns every address, all of them allowed.
 */
export async function resolveAndCheck(
  hostname: string,
  policy: UrlPolicy,
  port = 443,
  target = `${hostname}:${port}`,
): Promise<ResolvedAddress[]> {
  const host = stripBrackets(hostname);
  let addresses: ResolvedAddress[];
  if (isIpLiteral(host)) {
    addresses = [{ address: host, family: ipaddr.IPv6.isValid(host) ? 6 : 4 }];
  } else {
    try {
      addresses = await (policy.lookup ?? defaultLookup)(host);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new CrawlError('dns_failed', `could not resolve ${host} (${code}) for ${target}`, {
        url: target,
        retryable: code === 'EAI_AGAIN',
        cause: error,
      });
    }
    if (addresses.length === 0) {
      throw new CrawlError('dns_failed', `${host} resolves to no address, for ${target}`, { url: target });
    }
  }
  for (const { address } of addresses) {
    const error = checkAddress(policy, address, host, port, target);
    if (error) throw error;
  }
  return addresses;
}
