import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import { ZCrawlFailure, ZPortfolioCompany } from '../../core/contracts/crawls';

const ZPortfolioInvestor = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
});

export const PortfolioInput = new StateSchema({ investor: ZPortfolioInvestor });

const outputFields = {
  companies: z.array(ZPortfolioCompany).default(() => []),
  /** The portfolio pages read (final URLs, after redirects). */
  pages: z.array(z.string()).default(() => []),
  /** True when a page needed JavaScript and was read in Chromium. */
  rendered: z.boolean().default(false),
  failures: z.array(ZCrawlFailure).default(() => []),
};

export const PortfolioState = new StateSchema({
  investor: ZPortfolioInvestor,
  ...outputFields,
  /** The portfolio pages to read, best first. */
  candidates: z.array(z.string()).default(() => []),
  /** The candidates are guesses (/portfolio, /companies): the first that answers is enough. */
  guessed: z.boolean().default(false),
  /** Whether the home page could be read. */
  homeRead: z.boolean().default(false),
  /** Pages read without companies that build their content with JavaScript. */
  scriptPages: z.array(z.string()).default(() => []),
});

export const PortfolioOutput = new StateSchema(outputFields);
