import type { z } from 'zod';
import type {
  TDataSource,
  TInvestor,
  TSearchInvestorsResponse,
  ZMatchResponse,
  ZPortfolioResponse,
} from '../../core/contracts/investors';

/** The compact text answers of the investor tools: what a model reads, always with the dates of the data. */

type MatchResponse = z.infer<typeof ZMatchResponse>;
type PortfolioResponse = z.infer<typeof ZPortfolioResponse>;

/** Companies of a portfolio written out in the text; the structured content has them all. */
const PORTFOLIO_LINES = 25;

/**
 * How old the data is, in every answer about investors: the deal history ends long before today, the directory is
 * recent, and a model must not present the first as current.
 */
export function dataDatesLine(asOf: string, sources: readonly TDataSource[]): string {
  const directory = sources.find((s) => s.id === 'firm_directory')?.as_of;
  return (
    `Data dates: the deal history (deals, last known deal, hot/warm/cold status) ends ${asOf}` +
    (directory
      ? `; the firm directory (descriptions, stages, cheques, sectors, places) is of ${directory}`
      : '') +
    `. Deals are not current: cite them with their dates, and status as "as of ${asOf}".`
  );
}

/** Thousands of US dollars, as people write them: $250K, $1.5M. */
export function thousandsOfDollars(k: number): string {
  if (k >= 1000) return `$${Number((k / 1000).toFixed(k % 1000 === 0 ? 0 : 1))}M`;
  return `$${k}K`;
}

function chequeOf(inv: TInvestor): string | null {
  const { check_size_min: min, check_size_max: max } = inv;
  if (min === null && max === null) return null;
  const range =
    min !== null && max !== null && min !== max
      ? `${thousandsOfDollars(min)}–${thousandsOfDollars(max)}`
      : thousandsOfDollars((min ?? max)!);
  return `cheque ${range}${inv.check_size_source ? ` (${inv.check_size_source})` : ''}`;
}

function dealsOf(inv: TInvestor): string {
  if (!inv.investment_count) return 'no deals in the deal history';
  const last = inv.last_investment_date ? `, last known deal ${inv.last_investment_date}` : '';
  return `${inv.investment_count} deals in the deal history${last}`;
}

/** One investor on one line: who, where, what it backs, its cheque, and its deals with their dates. */
export function investorLine(inv: TInvestor): string {
  // Locations often end with the country already ("Lagos, NG").
  const place =
    inv.location && inv.country && !inv.location.includes(inv.country)
      ? `${inv.location}, ${inv.country}`
      : (inv.location ?? inv.country);
  const parts = [
    `${inv.name} [id: ${inv.id}]`,
    place || null,
    inv.firm_type,
    inv.stages.length ? `stages: ${inv.stages.join(', ')}` : null,
    inv.focus_areas.length ? `focus: ${inv.focus_areas.slice(0, 6).join(', ')}` : null,
    chequeOf(inv),
    inv.leads_rounds === true ? 'leads rounds' : null,
    dealsOf(inv),
    `${inv.status} as of ${inv.status_as_of ?? 'the end of the deal history'}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

export function searchText(answer: TSearchInvestorsResponse): string {
  const lines = [
    `${answer.total.toLocaleString('en-US')} investors match; showing ${answer.investors.length}.`,
    dataDatesLine(answer.as_of, answer.sources),
    ...answer.investors.map((inv, i) => `${i + 1}. ${investorLine(inv)}`),
  ];
  if (answer.next_cursor)
    lines.push(`More: call again with the same filters and cursor "${answer.next_cursor}".`);
  return lines.join('\n');
}

/** How the round was read, so the assistant can tell the founder and correct it: "Read as: London → London, GB; seed". */
function readingLine(round: MatchResponse['round']): string {
  const parts = [
    round.location.reading ?? 'no place',
    round.stage ?? 'no stage',
    round.check_size === null ? 'no amount' : `$${round.check_size.toLocaleString('en-US')}K`,
    round.focus.length ? round.focus.join(', ') : 'no sector',
  ];
  return [`Read the round as: ${parts.join('; ')}.`, ...round.notes.map((n) => `Note: ${n}.`)].join('\n');
}

export function matchText(answer: MatchResponse): string {
  if (!answer.matches.length)
    return [
      'No investor in the data fits this round. Try a wider place (a country or region), another stage, or fewer sectors.',
      readingLine(answer.round),
      dataDatesLine(answer.as_of, answer.sources),
    ].join('\n');
  const lines = [
    `${answer.fitting.toLocaleString('en-US')} investors fit this round; the best ${answer.matches.length}, best first, with a reason per dimension.`,
    readingLine(answer.round),
    dataDatesLine(answer.as_of, answer.sources),
  ];
  answer.matches.forEach((m, i) => {
    lines.push(`${i + 1}. ${Math.round(m.score * 100)}% fit: ${investorLine(m.investor)}`);
    for (const d of m.dimensions) lines.push(`   - ${d.dimension}: ${d.reason}`);
  });
  return lines.join('\n');
}

export function investorText(inv: TInvestor, asOf: string, sources: readonly TDataSource[]): string {
  const lines = [investorLine(inv), dataDatesLine(asOf, sources)];
  if (inv.description) lines.push(`About: ${inv.description}`);
  if (inv.website) lines.push(`Website: ${inv.website}`);
  if (inv.stated_stages.length || inv.stated_focus.length)
    lines.push(
      `States (firm directory): stages ${inv.stated_stages.join(', ') || 'not given'}; sectors ${inv.stated_focus.join(', ') || 'not given'}.`,
    );
  if (inv.invests_in.length) lines.push(`Says it invests in: ${inv.invests_in.join(', ')}.`);
  if (inv.portfolio_count !== null)
    lines.push(`Portfolio companies (firm directory): ${inv.portfolio_count}.`);
  if (inv.recent_investments.length) {
    lines.push('Recent investments in the deal history:');
    for (const r of inv.recent_investments)
      lines.push(
        `- ${r.company}${r.round ? `, ${r.round}` : ''}${r.amount ? `, round of $${r.amount.toLocaleString('en-US')}` : ''}${r.year ? ` (${r.year})` : ''}`,
      );
  }
  return lines.join('\n');
}

export function portfolioText(answer: PortfolioResponse): string {
  const { investor, companies, website_companies: listed } = answer;
  const lines = [
    `${investor.name} [id: ${investor.id}]: ${companies.length} companies in the deal history.`,
    dataDatesLine(answer.as_of, answer.sources),
  ];
  for (const c of companies.slice(0, PORTFOLIO_LINES)) {
    const rounds = c.rounds
      .map((r) => [r.round ?? 'round', r.funded_at ? `(${r.funded_at})` : null].filter(Boolean).join(' '))
      .join(', ');
    const about = [c.industry, c.location].filter(Boolean).join(', ');
    lines.push(`- ${c.name}${about ? ` (${about})` : ''}${rounds ? `: ${rounds}` : ''}`);
  }
  if (companies.length > PORTFOLIO_LINES)
    lines.push(`… and ${companies.length - PORTFOLIO_LINES} more in the structured content.`);
  if (listed.length) {
    const read = listed.map((w) => w.scraped_at.slice(0, 10)).sort();
    lines.push(
      `Listed on its own website (read ${read[read.length - 1]}): ${listed.map((w) => w.name).join(', ')}.`,
    );
  }
  return lines.join('\n');
}
