// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') {
  globalThis.TextEncoder = TextEncoder;
  globalThis.TextDecoder = TextDecoder;
}
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  // findBy*/waitFor give up after 1 s by default: too short on a 2-core CI machine running four
  // packages' suites at once, where a lazy page and its first render can take longer. A real
  // failure still fails, only later.
  require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });
}

// npm test prints each stage's tests and assertions beside its time (deploy/scripts/test.sh), so a
// faster suite can show it still runs every check: with TEST_COUNTS_FILE set, each test file adds
// its counts as one JSON line (appends from parallel workers do not interleave at this size).
if (process.env.TEST_COUNTS_FILE) {
  let tests = 0;
  let assertions = 0;
  afterEach(() => {
    tests += 1;
    assertions += expect.getState().assertionCalls;
  });
  afterAll(() => {
    require('node:fs').appendFileSync(process.env.TEST_COUNTS_FILE, `${JSON.stringify({ tests, assertions })}\n`);
  });
}
