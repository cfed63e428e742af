/** Who the MCP server says it is, over HTTP and over stdio alike (the stdio bridge loads nothing else of it). */

export const MCP_SERVER_NAME = 'roundwise';
export const MCP_SERVER_VERSION = '1.0.0';

/** What the server tells the model about itself, whatever transport it is reached by. */
export const MCP_INSTRUCTIONS =
  "Roundwise: a database of 30K+ startup investors, matching of a founder's round to them, and the founder's own ideas and fundraising pipeline. " +
  'Find investors with search_investors; rank them for a round with match_round; read one with get_investor and get_portfolio. ' +
  "With a founder's key: list_my_ideas, get_idea_analysis, list_pipeline, add_pipeline_entry and set_follow_up work on that founder's own data only. " +
  "The deal history ends in June 2013 and the firm directory is of 2026: every answer states its data's dates; cite deals with their dates and never present them, or a hot/warm/cold status, as current. " +
  "Investor cheques are in thousands of US dollars; pipeline amounts are in whole US dollars. Each tool call counts as one request of the API key's hourly plan.";
