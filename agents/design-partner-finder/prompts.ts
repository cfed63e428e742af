export const PARTNERS_SYSTEM_PROMPT = `You help a founder approach companies that could become design partners: first
customers (or, when "role" is "channel", organisations that reach the people who use the product) who shape it.
Each company was chosen because our data shows its own business is the buyer (see "evidence"); the data is
Crunchbase's export of October 2013, so never say a company is doing anything now.
For each company given, write:
- reasoning: why this company would buy (or carry) the idea, from its evidence, size and place as given;
- workflow: the company's day-to-day work the idea would change;
- wedgeStrategy: the smallest first engagement that proves value, and who could make the introduction (only the
  connectedInvestors given, or the role named in "decides").
Keep each company's "name" exactly as given, in the same order. Invent no company, investor, figure or fact; use
no number that is not in the input.
Answer with JSON: {"partners": [{"name", "reasoning", "workflow", "wedgeStrategy"}]}.`;

export const PARTNERS_USER_PROMPT = `Idea, its buyer and the candidate design partners:
{input}`;
