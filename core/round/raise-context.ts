// Whether the words around an amount (or a stage) say it is the round being raised now, or something else:
// revenue, valuation, a market, a previous round. English, Spanish, Portuguese, German and French, and the
// raising verbs of Polish, Italian, the Scandinavian languages, Dutch, Turkish and Indonesian.

const RAISING_BEFORE =
  /(?<![\p{L}\p{N}])(?:(?:pre-?seed|seed|series\s+[a-e]|round)(?=\s*[:—–])|rais(?:e|es|ing)|fund-?rais(?:e|es|ing)|looking\s+(?:for|to\s+raise)|seek(?:s|ing)?|round\s+of|(?:pre-?seed|seed|series\s+[a-e]|s[ée]rie\s+[a-e]|angel|bridge|funding|investment|financing|capital|equity)\s+(?:round\s+)?(?:of|de|da|di|von)|funding\s+goal|goal|target(?:ing)?|ask(?:ing)?|need(?:s|ing)?|clos(?:e|ing)|to\s+secure|securing|in\s+search\s+of|aim(?:s|ing)?\s+(?:to\s+raise|for)|plan(?:s|ning)?\s+to\s+raise|want(?:s|ing)?\s+to\s+raise|round\s+size|ticket|levant(?:ar|ando|amos|a)|captar|captando|captação|recaudar|buscamos|buscando|procurando|suchen|sammeln|lever|levons|lève|lèvent|levée|levee|cherchons|recherchons|zbieramy|pozyskujemy|szukamy|raccogliamo|cerchiamo|stiamo\s+raccogliendo|henter|rejser|söker|tar\s+in|zoeken|halen|topluyoruz|menggalang|mencari)(?![\p{L}\p{N}])/giu;
const OTHER_BEFORE =
  /\b(?:mrr|arr|revenues?|gmv|tpv|valuation|valued|post-?money|pre-?money|caps?|tam|sam|som|markets?|industry|raised|previously|prior|last\s+(?:round|year)|closed|secured|backed|turnover|umsatz|sales|profits?|ebitda|sav(?:e|es|ed|ing)|spen[dt]|costs?|price[ds]?|worth|billings?|bookings|grants?|loans?|debt|after\s+(?:a|an|our|closing|raising)|budgets?|salar(?:y|ies)|fees?|lost|loss(?:es)?|burn|payroll|process(?:ed|es|ing)|volume|transactions?|ingresos|facturación|receita|faturamento|valuación|valoração|chiffre\s+d'affaires|levantamos|levantó|captamos|recaudamos)\b/gi;
const RAISING_AFTER =
  /^\s*\(?\s*(?:(?:in|na|no|en|em|w|i|for)\s+(?:(?:the|a|our|a\s+rodada|rundzie|rodada|ronda|runda|la\s+ronda)\s+)?)?(?:(?:pre-?seed|seed|series\s+[a-e]|s[ée]rie\s+[a-e]|angel|bridge|safe|convertible|equity|funding|financing|investment|seed-?runde|finanzierungsrunde|ronda|rodada|round|raise|tour|de\s+financement|de\s+inversión|de\s+investimento|yatırım)(?![\p{L}\p{N}]))/iu;
const OTHER_AFTER =
  /^\s*(?:in\s+|of\s+)?(?:(?:annual|monthly|yearly)\s+)?(?:mrr|arr|revenue|gmv|tpv|sales|valuation|market|tam|sam|som|pre-?money|post-?money|cap|turnover|ebitda|profit|users|customers|downloads|a\s+(?:year|month)|per\s+(?:year|month|user|seat|annum)|\/\s*(?:mo|month|yr|year|user|seat)|annually|monthly|yearly|ingresos|de\s+facturación|de\s+receita|de\s+faturamento|de\s+ventas|in\s+funding\s+(?:so\s+far|to\s+date)|so\s+far|to\s+date|post)\b/i;

/** How far back a cue counts: a clause, not the whole paragraph. */
const WINDOW = 80;

/**
 * +1 when the words before or after say "raising" (the nearest cue wins: "raised $500K and now raising $2M"),
 * -1 when they say revenue, valuation, market or a past round, 0 when they say neither. `from` is where the
 * window may start (the end of the previous amount), so one amount's cue is not read for the next.
 */
export function raiseContext(text: string, start: number, end: number, from = 0): -1 | 0 | 1 {
  const after = text.slice(end, end + 40);
  if (OTHER_AFTER.test(after)) return -1;
  const window = text.slice(Math.max(from, start - WINDOW), start);
  // Only the clause the amount is in: back to the last sentence end (a period before a space, not "1.5").
  const before = window.slice(window.search(/(?:[;!?\n]|\.\s)(?!.*(?:[;!?\n]|\.\s))/s) + 1);
  const raising = lastCue(before, RAISING_BEFORE);
  const other = lastCue(before, OTHER_BEFORE);
  if (raising >= 0 || other >= 0) return raising > other ? 1 : -1;
  return RAISING_AFTER.test(after) ? 1 : 0;
}

/** Where the last cue of a kind ends in the clause, or -1 ("after closing" ends with "closing": a tie, read as past). */
function lastCue(clause: string, cues: RegExp): number {
  let at = -1;
  for (const m of clause.matchAll(cues)) at = m.index + m[0].length;
  return at;
}
