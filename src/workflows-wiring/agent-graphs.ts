import { graph as partnerFinder } from '../../agents/design-partner-finder/graph';
import { graph as introDrafter } from '../../agents/intro-drafter/graph';
import { graph as investorMatcher } from '../../agents/investor-matcher/graph';
import { graph as linkedinCrawler } from '../../agents/linkedin-crawler/graph';
import { graph as portfolioCrawler } from '../../agents/portfolio-crawler/graph';
import { graph as strategyWriter } from '../../agents/strategy-writer/graph';
import { graph as teamCrawler } from '../../agents/team-crawler/graph';
import { graph as vcImporter } from '../../agents/vc-importer/graph';
import type { TAgentGraph } from '../../core/contracts/workbench';

interface Describable {
  name?: string;
  getGraphAsync(): Promise<{
    nodes: Record<string, { id: string }>;
    edges: { source: string; target: string; conditional?: boolean }[];
  }>;
}

/** The agent each activity runs (activities that only load or save data have none). */
const AGENT_OF_ACTIVITY: Record<string, Describable> = {
  matchInvestors: investorMatcher,
  findDesignPartners: partnerFinder,
  writeStrategy: strategyWriter,
  draftIntros: introDrafter,
  crawlDirectory: vcImporter,
  crawlPortfolio: portfolioCrawler,
  crawlTeam: teamCrawler,
  readProfile: linkedinCrawler,
};

let described: Promise<Record<string, TAgentGraph>> | null = null;

/** Every agent's graph as its compiled LangGraph graph describes itself (nodes and edges), by graph name. */
function agentGraphs(): Promise<Record<string, TAgentGraph>> {
  described ??= Promise.all(
    Object.values(AGENT_OF_ACTIVITY).map(async (g) => {
      const drawn = await g.getGraphAsync();
      return {
        name: g.name ?? 'agent',
        nodes: Object.values(drawn.nodes).map((n) => ({ id: n.id })),
        edges: drawn.edges.map((e) => ({ source: e.source, target: e.target, conditional: !!e.conditional })),
      } satisfies TAgentGraph;
    }),
  ).then((list) => Object.fromEntries(list.map((g) => [g.name, g])));
  return described;
}

/** Activity name → agent (graph) name. */
function agentNames(): Record<string, string> {
  return Object.fromEntries(Object.entries(AGENT_OF_ACTIVITY).map(([a, g]) => [a, g.name ?? 'agent']));
}

/** What the workbench shows of the agents: given to the API by the composition root, which knows them. */
export const AGENTS = { graphs: agentGraphs, names: agentNames };
