import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import {
  INVESTOR_SORTS,
  MATCH_STAGES,
  ZMatchRequest,
  ZSearchInvestorsQuery,
} from '../../core/contracts/investors';
import { FOCUS_TAGS, INVESTOR_STATUSES, STAGE_TAGS } from '../../core/contracts/vocabulary';
import { AppError } from '../domain/app-error';
import { investorText, matchText, portfolioText, searchText } from './format-investors';
import type { ToolContext } from './mcp-deps';
import { addTool, parseWith } from './tool-runner';

const DATES_NOTE =
  'Every answer states the dates of its data: deals run to June 2013 and the firm directory is of 2026, so never present a deal or a hot/warm/cold status as current.';

const oneOf = (field: string, accepted: readonly string[]) =>
  `${field} must be one of ${accepted.join(', ')}`;

const thousands = (field: string) =>
  z
    .number({ error: `${field} must be a number of thousands of US dollars` })
    .int(`${field} must be a whole number of thousands of US dollars`)
    .min(0, `${field} must be 0 or more`)
    .max(10_000_000, `${field} is too large`);

const ZInvestorId = z
  .string({ error: 'investor_id must be a string' })
  .trim()
  .min(1, 'investor_id is required')
  .max(200, 'investor_id is not a valid investor id')
  .describe('The investor id, as search_investors, match_round or list_pipeline give it.');

const notFound = (id: string) =>
  new AppError(
    'not_found',
    `No investor has id "${id}". Find ids with search_investors or match_round.`,
    'investor_id',
  );

/**
 * search_investors' arguments: the filters of GET /api/v1/investors. The tools' schemas are built once, at import: built
 * with each request's server (stateless /mcp builds one per request) they took 3 of its 4 ms.
 */
const SEARCH_INPUT = {
  q: z
    .string({ error: 'q must be a string' })
    .trim()
    .max(200, 'q must be at most 200 characters')
    .optional()
    .describe(
      'Words to search: names, sectors, places. Stages, sectors and places in the words are read as filters ("seed fintech in London").',
    ),
  status: z
    .enum(INVESTOR_STATUSES, oneOf('status', INVESTOR_STATUSES))
    .optional()
    .describe('Activity in the deal history as of its end (June 2013), not today: hot, warm or cold.'),
  stage: z
    .array(z.enum(STAGE_TAGS, oneOf('stage', STAGE_TAGS)))
    .max(10, 'stage may list at most 10 stages')
    .optional()
    .describe('Stages the investor backs; any of them matches.'),
  focus: z
    .array(z.enum(FOCUS_TAGS, oneOf('focus', FOCUS_TAGS)))
    .max(10, 'focus may list at most 10 sectors')
    .optional()
    .describe('Sectors the investor backs; any of them matches.'),
  location: z
    .string({ error: 'location must be a string' })
    .trim()
    .max(100, 'location must be at most 100 characters')
    .optional()
    .describe('A city, country or region the investor is based in or invests in, e.g. "Lagos, Nigeria".'),
  check_min: thousands('check_min').optional().describe('Smallest cheque wanted, in thousands of USD.'),
  check_max: thousands('check_max').optional().describe('Largest cheque wanted, in thousands of USD.'),
  sort: z
    .enum(INVESTOR_SORTS, oneOf('sort', INVESTOR_SORTS))
    .optional()
    .describe('Order of the results; relevance by default.'),
  limit: z
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .default(10)
    .describe('Investors per page, 1 to 50.'),
  cursor: z
    .string({ error: 'cursor must be a string' })
    .max(200, 'cursor is not valid')
    .optional()
    .describe('The cursor an earlier answer gave, for its next page (with the same filters).'),
};

/** match_round's arguments: the body of POST /api/v1/match. */
const MATCH_INPUT = {
  idea: z
    .string({ error: 'idea is required: describe the startup in a sentence or more' })
    .trim()
    .min(1, 'idea is required: describe the startup in a sentence or more')
    .max(5000, 'idea must be at most 5000 characters')
    .describe("The startup in the founder's words: what it does, for whom, where, and what it raises."),
  stage: z.enum(MATCH_STAGES, oneOf('stage', MATCH_STAGES)).optional().describe("The round's stage."),
  check_size: thousands('check_size')
    .optional()
    .describe('The amount the round raises, in thousands of USD (1500 for $1.5M).'),
  location: z
    .string({ error: 'location must be a string' })
    .trim()
    .max(100, 'location must be at most 100 characters')
    .optional()
    .describe('Where the founders are based, best as "City, Country" (e.g. "Lagos, Nigeria"), or a country.'),
  focus: z
    .array(z.enum(FOCUS_TAGS, oneOf('focus', FOCUS_TAGS)))
    .max(10, 'focus may name at most 10 sectors')
    .optional()
    .describe("The idea's sectors."),
  company: z
    .string({ error: 'company must be a string' })
    .trim()
    .max(200, 'company must be at most 200 characters')
    .optional()
    .describe("The company's name when it has raised before: its earlier investors rank higher."),
  limit: z
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .default(10)
    .describe('How many matches, 1 to 50.'),
};

/** The public API's investor endpoints as tools: the same use cases, the same contracts, the same rules. */
export function registerInvestorTools(server: McpServer, ctx: ToolContext): void {
  const { investors } = ctx.deps;

  addTool(server, ctx, {
    name: 'search_investors',
    title: 'Search investors',
    description:
      'Search the Roundwise investor database (30K+ investors) with words and filters, as GET /api/v1/investors does. ' +
      'Use it to browse or look up investors by name, sector, stage or place; to rank investors for a specific round, use match_round. ' +
      `Answers a page of investors with their ids (for get_investor, get_portfolio and add_pipeline_entry) and the total. ${DATES_NOTE}`,
    input: SEARCH_INPUT,
    readOnly: true,
    run: async (args) => {
      const answer = await investors.search(parseWith(ZSearchInvestorsQuery, args));
      return { text: searchText(answer), data: answer };
    },
  });

  addTool(server, ctx, {
    name: 'match_round',
    title: 'Match a round to investors',
    description:
      "Rank the investors who could take part in a founder's round, best first, as POST /api/v1/match does: fit by place, stage, cheque and sector, then evidence from who joined rounds like it. " +
      "Give the idea in the founder's words; stage, check_size, location and focus are read from those words when left out. " +
      `Each match has a score and a dated reason per dimension. ${DATES_NOTE}`,
    input: MATCH_INPUT,
    readOnly: true,
    run: async (args) => {
      const answer = await investors.match(parseWith(ZMatchRequest, args));
      return { text: matchText(answer), data: answer };
    },
  });

  addTool(server, ctx, {
    name: 'get_investor',
    title: 'Get an investor',
    description:
      "One investor's profile by id, as GET /api/v1/investors/{id}: description, place, stages, sectors, cheque, whether it leads, and its recent deals. " +
      DATES_NOTE,
    input: { investor_id: ZInvestorId },
    readOnly: true,
    run: async ({ investor_id }) => {
      const investor = await investors.get(investor_id);
      if (!investor) throw notFound(investor_id);
      const { as_of, sources } = await investors.meta();
      return { text: investorText(investor, as_of, sources), data: { ...investor, as_of, sources } };
    },
  });

  addTool(server, ctx, {
    name: 'get_portfolio',
    title: "Get an investor's portfolio",
    description:
      'The companies an investor backed, with each funding round it joined and its date, as GET /api/v1/portfolio/{investorId}, and the companies its own website lists when it was read. ' +
      DATES_NOTE,
    input: { investor_id: ZInvestorId },
    readOnly: true,
    run: async ({ investor_id }) => {
      const answer = await investors.portfolio(investor_id);
      if (!answer) throw notFound(investor_id);
      return { text: portfolioText(answer), data: answer };
    },
  });
}
