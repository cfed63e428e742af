import type { TRankChange, TRunComparison, TStrategyField } from '../../core/contracts/workbench';
import { diffFields } from './strategy-fields';

/** What an analyzeIdea run produced, as its history recorded each activity's result. */
export interface AnalysisOutput {
  investors: { investorId: string; name: string; score: number; reasons?: string[] }[];
  partners: { name: string; reasons?: string[] }[];
  strategy: TStrategyField[];
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

/** Two analyses of one idea compared: investors, partners, the strategy field by field, and intros. */
export function compareOutputs(
  a: AnalysisOutput,
  b: AnalysisOutput,
): Omit<TRunComparison, 'a' | 'b' | 'idea'> {
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
    strategy: diffFields(a.strategy, b.strategy),
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
