// Display formats shared by the server (the agents' texts) and the web app: amounts (spec §3 "Check size
// display") and dates. Pure; tested in web/src/features/investors/investor-format.test.ts.

function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** One amount in thousands of dollars: 1000 or more → '$X.XM' (one decimal), below → '$NK'. */
export function formatAmount(thousands: number): string {
  const wholeThousands = Math.round(thousands);
  // 999.6 would round to '$1000K'; it reads as a million like 1000 does.
  if (thousands >= 1000 || wholeThousands >= 1000) return `$${(thousands / 1000).toFixed(1)}M`;
  return `$${wholeThousands}K`;
}

/**
 * The check size range: 'A - B', 'From A', 'Up to B' or 'Not specified'.
 * Zero is a real bound; a missing, negative or non-finite value counts as absent.
 */
export function formatCheckSize(min: number | null | undefined, max: number | null | undefined): string {
  const hasMin = isAmount(min);
  const hasMax = isAmount(max);
  if (hasMin && hasMax) return `${formatAmount(min)} - ${formatAmount(max)}`;
  if (hasMin) return `From ${formatAmount(min)}`;
  if (hasMax) return `Up to ${formatAmount(max)}`;
  return 'Not specified';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2013-06-30' or '2026-08' → 'Jun 2013' / 'Aug 2026'; null when it is not such a date. */
export function formatMonth(date: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?/.exec(date?.trim() ?? '');
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : null;
}

/** "$1.5M", "$750K", "$2.1B": how the agents write a dollar figure. */
export function formatUsd(amount: number): string {
  if (amount >= 1e9) return `$${trim(amount / 1e9)}B`;
  if (amount >= 1e6) return `$${trim(amount / 1e6)}M`;
  if (amount >= 1e3) return `$${Math.round(amount / 1e3)}K`;
  return `$${Math.round(amount)}`;
}

function trim(x: number): string {
  return x.toFixed(1).replace(/\.0$/, '');
}

/** An amount in its own currency as a founder writes it: "£500K", "$2M", "€4M", "ZAR 50M". */
export function formatMoney(value: number, currency: string): string {
  // Indian founders count rupees in lakh and crore ("₹8 crore", not "₹80M").
  if (currency === 'INR' && value >= 1e5) {
    const [unit, size] = value >= 1e7 ? ['crore', 1e7] : ['lakh', 1e5];
    return `₹${Number((value / size).toFixed(1)).toLocaleString('en-IN')} ${unit}`;
  }
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }).format(value);
  } catch {
    return `${currency} ${formatUsd(value).slice(1)}`;
  }
}
