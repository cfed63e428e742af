// The product's one voice for money and dates, shared by the server (the agents' texts, e-mails), the API and the
// web app. Pure; tested in format.test.ts. Money: "$500K", "$1.5M", ranges "$500K–$5M" (one value when both ends
// read the same), the founder's own currency first with dollars beside it. Dates, one style per kind: a deal's
// month "Jun 2013", an event's day "27 Nov 2026", a data source's as-of "FundraisingFox, Sep 2026".

function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** A fixed-point number without its trailing zeros: 1.50 → '1.5', 2.00 → '2'. */
function trim(x: number, digits: number): string {
  const fixed = x.toFixed(digits);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * "$1.5M", "$750K", "$2.1B", "$950": every dollar figure the product writes, one decimal at most (the agents' texts
 * and cards). `exact` keeps a second decimal of millions and one of thousands below $100K ("$1.05M", "$12.5K") for
 * the pipeline's tallies, where a founder adds amounts up; a table that needs every dollar writes them in full.
 */
export function formatUsd(amount: number, { exact = false }: { exact?: boolean } = {}): string {
  const sign = amount < 0 ? '-' : '';
  const n = Math.abs(amount);
  const digits = exact ? 2 : 1;
  if (n >= 999_950_000) return `${sign}$${trim(n / 1e9, digits)}B`;
  // 999,999 reads as "$1M", not "$1000K".
  if (n >= 999_500) return `${sign}$${trim(n / 1e6, digits)}M`;
  if (n >= 1000) return `${sign}$${exact && n < 100_000 ? trim(n / 1e3, 1) : Math.round(n / 1e3)}K`;
  return `${sign}$${Math.round(n)}`;
}

/** One amount in thousands of dollars (investors' cheques are stored so): 1500 → "$1.5M", 250 → "$250K". */
export function formatAmount(thousands: number): string {
  return formatUsd(thousands * 1000);
}

/** Two dollar amounts as one range, "$500K–$5M"; one value when both ends read the same. */
export function formatUsdRange(low: number, high: number): string {
  const [a, b] = [formatUsd(Math.min(low, high)), formatUsd(Math.max(low, high))];
  return a === b ? a : `${a}–${b}`;
}

/**
 * A check size in thousands of dollars: "$500K–$5M", "$1M" (min = max), "From $250K", "Up to $1M" or
 * "Not specified". Zero is a real bound; a missing, negative or non-finite value counts as absent.
 */
export function formatCheckSize(min: number | null | undefined, max: number | null | undefined): string {
  const hasMin = isAmount(min);
  const hasMax = isAmount(max);
  if (hasMin && hasMax) return formatUsdRange(min * 1000, max * 1000);
  if (hasMin) return `From ${formatAmount(min)}`;
  if (hasMax) return `Up to ${formatAmount(max)}`;
  return 'Not specified';
}

/** An amount in its own currency as a founder writes it: "£500K", "$2M", "€4M", "ZAR 50M". */
export function formatMoney(value: number, currency: string): string {
  // Indian founders count rupees in lakh and crore ("₹8 crore", not "₹80M").
  if (currency === 'INR' && value >= 1e5) {
    const [unit, size] = value >= 1e7 ? ['crore', 1e7] : ['lakh', 1e5];
    return `₹${Number((value / size).toFixed(1)).toLocaleString('en-IN')} ${unit}`;
  }
  if (currency === 'USD') return formatUsd(value);
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      // As dollars are written: whole thousands ('€217K'), one decimal of millions ('€1.5M').
      maximumFractionDigits: Math.abs(value) >= 1000 && Math.abs(value) < 999_500 ? 0 : 1,
    }).format(value);
  } catch {
    return `${currency} ${formatUsd(value).slice(1)}`;
  }
}

/** A founder's amount in their currency with dollars beside it: "€2M (about $2.2M)"; "$2M" for dollars. */
export function formatMoneyWithUsd(value: number, currency: string, usd: number): string {
  const written = formatMoney(value, currency);
  return currency === 'USD' ? written : `${written} (about ${formatUsd(usd)})`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A deal's (or a release's) month: '2013-06-30' or '2026-08' → 'Jun 2013' / 'Aug 2026'; null when not a date. */
export function formatMonth(date: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?/.exec(date?.trim() ?? '');
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : null;
}

/**
 * An event's day: '27 Nov 2026'. A calendar date ('2026-11-27') is read as that day; an instant (an ISO time or a
 * Date) as the reader's local day. Null when it is not a date.
 */
export function formatDay(date: string | Date | null | undefined): string | null {
  if (!date) return null;
  const plain = typeof date === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim()) : null;
  if (plain) {
    const month = MONTHS[Number(plain[2]) - 1];
    return month && Number(plain[3]) >= 1 && Number(plain[3]) <= 31
      ? `${Number(plain[3])} ${month} ${plain[1]}`
      : null;
  }
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** A data source named for people with its as-of month: 'FundraisingFox, Sep 2026'; the name alone undated. */
export function formatSource(name: string, asOf: string | null | undefined): string {
  const month = formatMonth(asOf);
  return month ? `${name}, ${month}` : name;
}
