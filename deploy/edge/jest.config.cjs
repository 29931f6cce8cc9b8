// seo-files-api.test.ts mounts the real API, as the API's own tests do: PGlite loads its WebAssembly
// by dynamic import (hence --experimental-vm-modules in the test script), and these ESM-only
// packages under @fastify/swagger-ui and light-my-request need transforming.
module.exports = {
  preset: '@shop/jest-preset',
  // The several-edges tests start processes: `pnpm test:scale` (jest.scale.config.cjs) runs them.
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/', '\\.scale\\.test\\.ts$'],
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie)[@/])'],
};
