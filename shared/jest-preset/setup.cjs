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
