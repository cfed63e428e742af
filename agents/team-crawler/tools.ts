/**
 * Reading an investor's team page without a model: which links lead to it, and the people it names (JSON-LD,
 * tables, cards, headings with roles). Pure functions, one file per extractor under `extract/`; this module is the
 * graph's one door to them.
 */

export { extractPeople, mergePeople } from './extract/extract-people';
export { findTeamLinks, guessedTeamUrls } from './extract/find-team-links';
