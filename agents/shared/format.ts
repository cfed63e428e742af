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

/** The first sentence of a text, at most `max` characters. */
export function firstSentence(text: string, max = 200): string {
  const sentence = text.trim().split(/(?<=[.!?])\s/)[0] ?? '';
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}
