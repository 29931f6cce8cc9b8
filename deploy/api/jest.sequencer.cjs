// The API's longest test files start first. Jest orders a fresh clone's files by their size, having
// no timings yet, and these run for 15-20 s each: started last, one kept a worker busy alone at the
// end of a CI run. The fuzz suite, the longest of all, is left where jest puts it (near the end):
// it holds every reply to a 5 s bound, and at the start of npm test's jest stage, with every
// package's suite starting at once, an image generated for it took 6-7 s of wall time.
// The other files keep jest's order (by size, or by the previous run's timings where jest has them).
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST = ['src/domains/auth/auth.test.ts', 'src/domains/search/name-search.test.ts'];
const rank = (test) => {
  const index = LONGEST.findIndex((path) => test.path.endsWith(`/${path}`));
  return index === -1 ? LONGEST.length : index;
};

module.exports = class LongestFirst extends Sequencer {
  sort(tests) {
    return super.sort(tests).sort((a, b) => rank(a) - rank(b));
  }
};
