import type { TRound } from '../../core/contracts/round';
import type { TPartnerLead, TWarmPath } from '../../core/contracts/warm-paths';

/**
 * What the founder's network asks of the writers (agents/intro-drafter's forwardable request, agents/design-partner-
 * finder's leads from the network), given by the composition root: the server never imports the agents.
 */
export interface NetworkWriters {
  forwardableRequest(input: {
    founderName: string;
    idea: { title: string; description: string; industry?: string; round?: TRound | null };
    investor: { name: string; leadsRounds: boolean | null };
    intro: { pitch?: string; why?: string; ask?: string } | null;
    reasoning: string | null;
    path: Pick<TWarmPath, 'kind' | 'contact' | 'via'>;
  }): { subject: string; body: string; blurb: string[] };
  networkLeads(input: {
    idea: { title: string; description: string; industry?: string; round?: TRound | null };
    contacts: readonly {
      id: string;
      full_name: string;
      company: string | null;
      position: string | null;
      connected_on: string | null;
    }[];
    companyFacts: (
      name: string,
    ) => { category_code: string | null; funding_total_usd: number | null; status: string | null } | null;
    isInvestor: (name: string) => boolean;
    founderCompany?: string | null;
  }): { buyer: string | null; leads: TPartnerLead[] };
}
