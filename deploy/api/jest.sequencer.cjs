// The API's longest test files start first. Jest orders a fresh clone's files by their size, having
// no timings yet, and the fuzz suite is a small file that runs for half a minute: started last, it
// kept one worker busy alone at the end of every CI run. The other files keep jest's order (by
// size, or by the timings of the previous run where jest has them).
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST = ['src/fuzz.test.ts', 'src/domains/auth/auth.test.ts', 'src/domains/search/name-search.test.ts'];
const rank = (test) => {
  const index = LONGEST.findIndex((path) => test.path.endsWith(`/${path}`));
  return index === -1 ? LONGEST.length : index;
};

module.exports = class LongestFirst extends Sequencer {
  sort(tests) {
    return super.sort(tests).sort((a, b) => rank(a) - rank(b));
  }
};
