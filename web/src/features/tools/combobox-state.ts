/** The pure side of the investor combobox: keyboard moves, local filtering and match highlighting. */

export interface Option {
  id: string;
  name: string;
}

export type NavKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export function isNavKey(key: string): key is NavKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';
}

/** The next active option (-1 is none); up and down wrap around, as in the ARIA combobox pattern. */
export function moveActive(active: number, count: number, key: NavKey): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 || active >= count ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

/** Lower case without accents, so "Ventures" matches "ventures" and "Société" matches "societe". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The options matching the query, best first: names that start with it, then a word that does, then any
 * that contain it; otherwise in the order given (the server's, by name). Every word of the query must match.
 */
export function filterOptions<T extends Option>(options: readonly T[], query: string, limit = 50): T[] {
  const q = fold(query.trim());
  if (!q) return options.slice(0, limit);
  const words = q.split(/\s+/);
  const scored: { option: T; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    const name = fold(option.name);
    if (!words.every((w) => name.includes(w))) return;
    const rank = name.startsWith(q)
      ? 0
      : new RegExp(`(^|[^a-z0-9])${escapeRegExp(words[0]!)}`).test(name)
        ? 1
        : 2;
    scored.push({ option, rank, index });
  });
  return scored
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((s) => s.option);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The name cut into parts that match the query's words or not, to bold the matches. */
export function highlightParts(name: string, query: string): { text: string; match: boolean }[] {
  const words = fold(query.trim()).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [{ text: name, match: false }];
  // fold() keeps the length of plain text; names with combining marks are shown without highlights.
  const folded = fold(name);
  if (folded.length !== name.length) return [{ text: name, match: false }];
  const marks = new Array<boolean>(name.length).fill(false);
  for (const w of words) {
    let at = folded.indexOf(w);
    while (at >= 0) {
      marks.fill(true, at, at + w.length);
      at = folded.indexOf(w, at + w.length);
    }
  }
  const parts: { text: string; match: boolean }[] = [];
  for (let i = 0; i < name.length; i++) {
    const last = parts.at(-1);
    if (last && last.match === marks[i]) last.text += name[i];
    else parts.push({ text: name[i]!, match: marks[i]! });
  }
  return parts;
}
