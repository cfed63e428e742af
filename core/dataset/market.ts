// The market rollups `npm run data:build` copies into data/: FundraisingFox's round sizes by stage and by year.

interface MarketStage {
  /** As published: "Pre-Seed", "Seed", "Series A", "Series B", "Series C", "Growth". */
  stage: string;
  rounds: number;
  median_usd: number;
  disclosed_total_usd: number;
}

interface MarketYear {
  year: number;
  rounds: number;
  rounds_with_amount: number;
  disclosed_total_usd: number;
  median_usd: number;
}

export interface Market {
  /** The 12 months to the release, by stage. */
  byStage: MarketStage[];
  /** By calendar year, newest first; the release's own year is partial. */
  byYear: MarketYear[];
  /** The release the figures come from and the month it runs to. */
  release: string;
  through: string;
  attribution: string;
}
