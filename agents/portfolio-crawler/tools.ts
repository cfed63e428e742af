/**
 * Reading an investor's website without a model: which links lead to its portfolio, whether a page builds its
 * portfolio with JavaScript, and the companies a page lists (cards, lists, tables, JSON-LD). Pure functions, one
 * file per extractor under `extract/`; this module is the graph's one door to them.
 */

export { extractCompanies, mergeCompanies } from './extract/extract-companies';
export { findPortfolioLinks, guessedPortfolioUrls } from './extract/find-portfolio-links';
export { looksScriptDriven } from './extract/looks-script-driven';
export { companyKey, websiteUrl } from './extract/text-and-urls';
