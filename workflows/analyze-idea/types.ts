import type { DesignPartner } from '../../agents/design-partner-finder/state';
import type { InvestorRecommendation } from '../../agents/investor-matcher/state';
import type { Strategy } from '../../agents/strategy-writer/state';
import type { TRound } from '../../core/contracts/round';

/** The JSON payloads the analyze-idea activities exchange; every field survives a JSON round trip. */

export interface AnalyzeIdeaInput {
  ideaId: string;
  /**
   * A workbench re-run: the results stay on the run (its history) and are never saved to the idea; an admin may
   * apply them later, on the record.
   */
  sandbox?: boolean;
}

export interface AnalyzeIdeaSummary {
  investors: number;
  partners: number;
}

export interface IdeaInput {
  id: string;
  userId: string;
  title: string;
  description: string;
  industry: string | null;
  stage: string | null;
  targetCheckSize: number | null;
  /** The founder's company (their profile's), when they gave one: its earlier investors rank higher. */
  company?: string | null;
  /** The round read from the founder's words and corrected by them (absent in runs recorded before it). */
  round?: TRound | null;
}

export interface InvestorMatchResult {
  investorId: string;
  name: string;
  /** 0..1, higher is a better fit. */
  score: number;
  reasons: string[];
  /** The spec §3 investor recommendation, as the matcher agent wrote it. */
  recommendation?: InvestorRecommendation;
}

export interface DesignPartnerResult {
  name: string;
  url: string | null;
  /** 0..1, higher is a better fit. */
  score: number;
  reasons: string[];
  /** The spec §3 design partner, as the finder agent wrote it. */
  partner?: DesignPartner;
}

export interface StrategyInput {
  idea: IdeaInput;
  investors: InvestorMatchResult[];
  partners: DesignPartnerResult[];
}

export interface StrategyResult {
  summary: string;
  steps: string[];
  /** The spec §3 strategy (three phases), as the strategy agent wrote it. */
  strategy?: Strategy;
}

export interface DraftIntrosInput extends StrategyInput {
  strategy: StrategyResult;
}

export interface IntroDraft {
  /** The investor id or design-partner name the intro is addressed to. */
  recipient: string;
  kind: 'investor' | 'partner';
  subject: string;
  body: string;
  /** The recipient's display name. */
  recipientName?: string;
  /** The recent investment of the investor the intro cites, if any. */
  citedCompany?: string | null;
  /** That deal's year: a deal is cited only with it. */
  citedYear?: number | null;
  /** The partner greeted, when the data names one; null when the greeting holds a placeholder to fill in. */
  addressee?: string | null;
  /** The parts of the body the Intro tab shows apart: the one-line pitch, why this investor, the ask. */
  pitch?: string;
  why?: string;
  ask?: string;
}

export interface SaveRecommendationsInput extends DraftIntrosInput {
  intros: IntroDraft[];
}

/** Every activity takes one JSON argument and returns JSON, so either engine can record and replay it. */
export interface AnalyzeIdeaActivities {
  loadIdea(ideaId: string): Promise<IdeaInput>;
  matchInvestors(idea: IdeaInput): Promise<InvestorMatchResult[]>;
  findDesignPartners(idea: IdeaInput): Promise<DesignPartnerResult[]>;
  writeStrategy(input: StrategyInput): Promise<StrategyResult>;
  draftIntros(input: DraftIntrosInput): Promise<IntroDraft[]>;
  saveRecommendations(input: SaveRecommendationsInput): Promise<void>;
}
