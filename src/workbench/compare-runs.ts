import type { TRankChange, TRunComparison } from '../contracts/workbench';

/** What an analyzeIdea run produced, as its history recorded each activity's result. */
export interface AnalysisOutput {
  investors: { investorId: string; name: string; score: number }[];
  partners: { name: string }[];
  strategy: string;
  intros: { recipient: string; recipientName?: string; subject: string; body: string; kind: string }[];
}

/** Investors of two runs side by side: ranks, scores and the move of each (in A's order, then B's new ones). */
export function rankChanges(a: AnalysisOutput['investors'], b: AnalysisOutput['investors']): TRankChange[] {
  const rankIn = (list: AnalysisOutput['investors']) =>
    new Map(list.map((inv, i) => [inv.investorId, { rank: i + 1, inv }]));
  const ra = rankIn(a);
  const rb = rankIn(b);
  const ids = [...new Set([...a.map((i) => i.investorId), ...b.map((i) => i.investorId)])];
  return ids.map((id) => {
    const x = ra.get(id);
    const y = rb.get(id);
    return {
      investorId: id,
      name: (x ?? y)!.inv.name,
      rankA: x?.rank ?? null,
      rankB: y?.rank ?? null,
      scoreA: x?.inv.score ?? null,
      scoreB: y?.inv.score ?? null,
      delta: x && y ? x.rank - y.rank : null,
    };
  });
}

/** A line diff (longest common subsequence): kept, added in B, removed from A, in reading order. */
export function lineDiff(a: string, b: string): TRunComparison['strategy'] {
  const x = a.split('\n');
  const y = b.split('\n');
  const lcs: number[][] = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: TRunComparison['strategy'] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      out.push({ kind: 'same', text: x[i]! });
      i++;
      j++;
    } else if (j < y.length && (i >= x.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      out.push({ kind: 'added', text: y[j]! });
      j++;
    } else {
      out.push({ kind: 'removed', text: x[i]! });
      i++;
    }
  }
  return out;
}

/** Two analyses of one idea compared: investors, partners, strategy lines and intros. */
export function compareOutputs(a: AnalysisOutput, b: AnalysisOutput): Omit<TRunComparison, 'a' | 'b'> {
  const pa = new Set(a.partners.map((p) => p.name));
  const pb = new Set(b.partners.map((p) => p.name));
  const introsA = new Map(a.intros.map((i) => [i.recipient, i]));
  const introsB = new Map(b.intros.map((i) => [i.recipient, i]));
  const recipients = [...new Set([...introsA.keys(), ...introsB.keys()])];
  const text = (i: AnalysisOutput['intros'][number] | undefined) => (i ? `${i.subject}\n\n${i.body}` : null);
  return {
    investors: rankChanges(a.investors, b.investors),
    partners: {
      added: [...pb].filter((p) => !pa.has(p)),
      removed: [...pa].filter((p) => !pb.has(p)),
      kept: [...pa].filter((p) => pb.has(p)),
    },
    strategy: lineDiff(a.strategy, b.strategy),
    intros: recipients.map((r) => {
      const x = introsA.get(r);
      const y = introsB.get(r);
      return {
        investor: (x ?? y)!.recipientName ?? r,
        a: text(x),
        b: text(y),
        changed: text(x) !== text(y),
      };
    }),
  };
}
