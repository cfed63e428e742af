/**
 * The first `k` items of `items` in the order of `better` (true when a should come before b), without sorting
 * everything: a bounded heap, O(n log k). Search pages are small and match sets can be the whole database.
 */
export function topK(
  items: ArrayLike<number>,
  k: number,
  better: (a: number, b: number) => boolean,
): number[] {
  if (k <= 0) return [];
  const heap: number[] = [];
  // The heap keeps the worst of the kept items on top, so a new item only has to beat that one.
  const worse = (a: number, b: number) => better(b, a);
  const up = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!worse(heap[i]!, heap[p]!)) break;
      [heap[i], heap[p]] = [heap[p]!, heap[i]!];
      i = p;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l]!, heap[m]!)) m = l;
      if (r < heap.length && worse(heap[r]!, heap[m]!)) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (let j = 0; j < items.length; j++) {
    const item = items[j]!;
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (better(item, heap[0]!)) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
}
