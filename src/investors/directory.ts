import type { z } from 'zod';
import type {
  TDataSource,
  TInvestor,
  TSearchInvestorsQuery,
  TSearchInvestorsResponse,
  ZMatchResponse,
  ZPortfolioResponse,
} from '../../core/contracts/investors';
import type { MatchAsk } from '../../core/matching/match-round';

/**
 * The investor database as the API sees it: search, lookup, matching and portfolios over the data loaded
 * into Postgres (rows) and the search index (text and vectors). One implementation serves the web app's
 * routes and the public /api/v1.
 */
export interface InvestorDirectory {
  search(query: TSearchInvestorsQuery): Promise<TSearchInvestorsResponse>;
  get(id: string): Promise<TInvestor | null>;
  /** Four active investors with websites and recent deals, for the landing page. */
  featured(): Promise<TInvestor[]>;
  /** The public API's request, or the analysis's (whose stage may be any the data knows). */
  match(request: MatchAsk): Promise<z.infer<typeof ZMatchResponse>>;
  /** Null when the investor is unknown. */
  portfolio(investorId: string): Promise<z.infer<typeof ZPortfolioResponse> | null>;
  meta(): Promise<{ as_of: string; total: number; sources: TDataSource[] }>;
}
