import type { RevenueModel } from '../../core/contracts/business';
import type { BusinessModel, RoundStage } from '../../core/contracts/round';
import type { Buyer } from '../shared/buyers';

import type { FounderPlace } from '../shared/founder-place';
import type { Regulation } from './regulation';
import type { SectorNote } from './sector-notes';

/** What a plan is written from: never the founder's description itself, which the plan must not repeat. */
export interface PlanContext {
  title: string;
  model: BusinessModel;
  /** The business reading's finer revenue model (RaaS, lending...), whose numbers phase 2 tracks. */
  revenue: RevenueModel | null;
  buyer: Buyer;
  sector: SectorNote;
  /** The sector the note is for ("marketplaces"). */
  sectorKey: string;
  stage: RoundStage;
  place: FounderPlace;
  regulation: Regulation;
  /** Design partners found in the data, when any. */
  partners: readonly string[];
  /** For a regulated medical product: a test run on samples in a lab (an assay), or a device used on patients. */
  assay: boolean;
}

export interface Plan {
  phase1: {
    description: string;
    coreFeatures: string[];
    automationOpportunities: string[];
    timeline: string;
    resourcesNeeded: string[];
    milestones: string[];
  };
  phase2: { designPartnerGoals: string[]; metricsToTrack: string[]; milestones: string[] };
  keyTractionMetrics: string[];
  aiAutomationStrategy: string;
}

export const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const LATER = new Set<RoundStage>(['series-a', 'series-b', 'series-c+', 'growth']);

export const GRANTS: Record<string, string> = {
  US: 'SBIR or STTR grants',
  GB: 'Innovate UK grants',
  CH: 'Innosuisse funding',
  CA: 'SR&ED tax credits and IRAP',
  IL: 'Israel Innovation Authority grants',
};
export const EU_GRANTS = 'the EIC Accelerator (Horizon Europe)';

export function timeline(ctx: PlanContext, first: string): string {
  return LATER.has(ctx.stage)
    ? `You are past a first version: ship what this round funds to existing customers behind a switch, then to all of them, and measure it before the raise after this one.`
    : `${first} Then release every week, and stop adding features once partners use it without you.`;
}

export function partnersLine(ctx: PlanContext): string {
  return ctx.partners.length
    ? ` (start with ${ctx.partners.slice(0, 3).join(', ')} from the Partners tab)`
    : '';
}
