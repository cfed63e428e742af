/**
 * The known spelling nearest a typed word, for typos ("Sao Paolo", "Lodnon", "Bangalor"): at most one edit
 * (a letter added, dropped, changed, or two swapped) for words of 5 to 8 letters, two from 9. Shorter words and
 * ties between different spellings are not corrected: "Lyon" could be "Lydon", "Nice" anything.
 */
export function closestSpelling(word: string, known: readonly string[]): string | null {
  if (word.length < 5) return null;
  const limit = word.length >= 9 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = limit + 1;
  let tie = false;
  for (const k of known) {
    if (Math.abs(k.length - word.length) > limit || k.length < 4) continue;
    const d = editDistance(word, k, limit);
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance && k !== best) tie = true;
  }
  return best && !tie && bestDistance <= limit ? best : null;
}

/** Damerau-Levenshtein distance (optimal string alignment), cut off above `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const cur = new Array<number>(cols);
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[cols - 1]!;
}
