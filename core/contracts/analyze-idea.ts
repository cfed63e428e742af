import {
  type DesignPartner,
  type IntroDraft,
  type InvestorRecommendation,
  RECOMMENDATIONS_VERSION,
  type Strategy,
  type TRecommendations,
} from './recommendations';
import type { TRound } from './round';

export type { IntroDraft };

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

interface StrategyInput {
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

interface DraftIntrosInput extends StrategyInput {
  strategy: StrategyResult;
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

/** What the analysis saves on the idea (spec §3, plus every intro draft and when it ran), at the current version. */
export function toRecommendations({
  idea,
  investors,
  partners,
  strategy,
  intros,
}: SaveRecommendationsInput): TRecommendations {
  const first = intros[0];
  return {
    version: RECOMMENDATIONS_VERSION,
    industry: idea.industry,
    stage: idea.stage,
    targetCheckSize: idea.targetCheckSize,
    investors: investors.map(
      (inv) =>
        inv.recommendation ?? {
          id: inv.investorId,
          name: inv.name,
          website: null,
          focus: '',
          reasoning: inv.reasons.join(' '),
          checkSize: 'Not specified',
          portfolioSize: 0,
          supportedRounds: [],
          recentInvestments: [],
          contacts: [],
          similarity: Math.min(1, Math.max(0, inv.score)),
          // Runs recorded before the matcher wrote its recommendation: what it did not say is unknown.
          score: null,
          location: null,
          country: null,
          region: null,
          checkSizeMin: null,
          checkSizeMax: null,
          leadsRounds: null,
          firmType: null,
          lastDealDate: null,
          dimensions: [],
        },
    ),
    designPartners: partners.map((p) => {
      if (!p.partner) {
        return {
          name: p.name,
          industry: '',
          size: '',
          reasoning: p.reasons.join(' '),
          workflow: '',
          wedgeStrategy: '',
          connectedInvestors: [],
          location: null,
          status: null,
          nearness: null,
          evidence: null,
          role: null,
        };
      }
      const { writtenBy: _writtenBy, ...partner } = p.partner;
      return partner;
    }),
    strategy: strategy.strategy ?? { summary: strategy.summary, steps: strategy.steps },
    introTemplate: first ? { subject: first.subject, body: first.body } : null,
    intros,
    analyzedAt: new Date().toISOString(),
  };
}
