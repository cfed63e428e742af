import type { TRankChange, TRunComparison } from '@core/contracts/workbench';

/** How an investor moved from run A to run B. */
type Movement = 'up' | 'down' | 'same' | 'new' | 'dropped';

export interface InvestorRow extends TRankChange {
  movement: Movement;
  /** ▲ 3, ▼ 2, =, New, Dropped. */
  label: string;
}

export interface CompareView {
  investors: InvestorRow[];
  /** The rows that moved, came or went: what the page shows until asked for all. */
  changedInvestors: InvestorRow[];
  moved: { up: number; down: number; same: number; new: number; dropped: number };
  partners: TRunComparison['partners'];
  strategy: TRunComparison['strategy'];
  strategyChanged: boolean;
  intros: { changed: TRunComparison['intros']; unchanged: number };
}

function movementOf(change: TRankChange): Movement {
  if (change.rankA === null) return 'new';
  if (change.rankB === null) return 'dropped';
  const delta = change.delta ?? change.rankA - change.rankB;
  return delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
}

export function movementLabel(change: TRankChange): string {
  const movement = movementOf(change);
  const delta = Math.abs(change.delta ?? (change.rankA ?? 0) - (change.rankB ?? 0));
  switch (movement) {
    case 'up':
      return `▲ ${delta}`;
    case 'down':
      return `▼ ${delta}`;
    case 'new':
      return 'New';
    case 'dropped':
      return 'Dropped';
    default:
      return '=';
  }
}

/** Run B's ranking first (the newer answer), then the investors it dropped in A's order. */
export function toCompareView(cmp: TRunComparison): CompareView {
  const investors = cmp.investors
    .map((c) => ({ ...c, movement: movementOf(c), label: movementLabel(c) }))
    .sort((x, y) => {
      if (x.rankB !== null && y.rankB !== null) return x.rankB - y.rankB;
      if (x.rankB !== null) return -1;
      if (y.rankB !== null) return 1;
      return (x.rankA ?? 0) - (y.rankA ?? 0);
    });
  const moved = { up: 0, down: 0, same: 0, new: 0, dropped: 0 };
  for (const row of investors) moved[row.movement] += 1;
  return {
    investors,
    changedInvestors: investors.filter((r) => r.movement !== 'same'),
    moved,
    partners: cmp.partners,
    strategy: cmp.strategy,
    strategyChanged: cmp.strategy.changes.length > 0,
    intros: {
      changed: cmp.intros.filter((i) => i.changed),
      unchanged: cmp.intros.filter((i) => !i.changed).length,
    },
  };
}
