import type { TInvestor, TInvestorMatch, TMatchReading } from '../../core/contracts/investors';
import type { TRecommendations } from '../../core/contracts/recommendations';
import type { TRound } from '../../core/contracts/round';
import type { MatchAsk } from '../../core/matching/match-round';

/**
 * What the analysis reads and writes, given by the composition root (Postgres in the product, fakes in tests), as
 * in Temporal's activities-dependency-injection sample: the activities import no repository.
 */
export interface AnalysisStore {
  /** The idea as stored, with its founder's company and onboarding fundraising goal; null when there is none. */
  loadIdea(ideaId: string): Promise<StoredIdea | null>;
  /** Each investor's current stated thesis (2026 directories), for the intros' "why you". */
  findTheses(investorIds: readonly string[]): Promise<InvestorThesis[]>;
  /** The founder's name as the intros sign it. */
  founderName(userId: string): Promise<string>;
  /**
   * Saves the analysis on the idea: its recommendations, and the round it read (the founder's own corrections,
   * even one made while the analysis ran, always stand); then tells the founder it is ready, once per run.
   */
  saveAnalysis(analysis: SavedAnalysis): Promise<void>;
  /**
   * Each investor the founder can reach through one of their contacts, with its weight in the ranking (issue 33);
   * empty without contacts. Weights only: no contact ever reaches the analysis or its record.
   */
  warmBoosts(userId: string): Promise<ReadonlyMap<string, number>>;
  /** The people the data names at each firm, those whose focus is among `sectors` first, then by seniority. */
  peopleAt(
    investorIds: readonly string[],
    sectors: readonly string[],
  ): Promise<Record<string, { name: string; role: string; linkedin: string }[]>>;
}

interface StoredIdea {
  id: string;
  userId: string;
  title: string;
  description: string;
  industry: string | null;
  stage: string | null;
  targetCheckSize: number | null;
  round: TRound | null;
  /** The founder's company (their profile's), when they gave one. */
  company: string | null;
  fundraisingGoal: string | null;
}

interface InvestorThesis {
  id: string;
  description: string | null;
  description_source: 'source' | 'generated' | null;
  stated_focus: string[];
  stated_stages: string[];
  firm_type: string | null;
  leads_rounds: boolean | null;
}

interface SavedAnalysis {
  idea: { id: string; userId: string; title: string };
  /** The round the analysis read; null in runs recorded before it did. */
  round: TRound | null;
  recommendations: TRecommendations;
  found: { investors: number; partners: number };
  /** The run that saved it: one "analysis finished" notice per run. */
  runId: string | null;
}

/** The investor directory as the analysis uses it: the matcher, and an investor by id. */
export interface InvestorLookup {
  match(ask: MatchAsk): Promise<{ round: TMatchReading; matches: TInvestorMatch[]; fitting: number }>;
  get(id: string): Promise<TInvestor | null>;
}
