// The Temporal bundle's entry: every Temporal workflow, exported by the name clients start it with.
export { analyzeIdea } from './analyze-idea/temporal';
