// The Temporal bundle's entry: every Temporal workflow, exported by the name clients start it with.
export { analyzeIdea } from './analyze-idea/temporal';
export { importVcs } from './import-vcs/temporal';
export { scrapeLinkedin } from './scrape-linkedin/temporal';
export { scrapePortfolio } from './scrape-portfolio/temporal';
