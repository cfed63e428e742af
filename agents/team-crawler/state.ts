import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import { ZCrawlFailure } from '../../core/contracts/crawls';
import { ZCrawledPerson } from '../../core/contracts/investor-people';

const ZTeamInvestor = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
});

export const TeamInput = new StateSchema({ investor: ZTeamInvestor });

const outputFields = {
  people: z.array(ZCrawledPerson).default(() => []),
  /** The team pages read (final URLs, after redirects). */
  pages: z.array(z.string()).default(() => []),
  failures: z.array(ZCrawlFailure).default(() => []),
};

export const TeamState = new StateSchema({
  investor: ZTeamInvestor,
  ...outputFields,
  /** The team pages to read, best first. */
  candidates: z.array(z.string()).default(() => []),
  /** The candidates are guesses (/team, /people, /about): the first that names people is enough. */
  guessed: z.boolean().default(false),
});

export const TeamOutput = new StateSchema(outputFields);
