// seo-files-api.test.ts mounts the real API, as the API's own tests do: PGlite loads its WebAssembly
// by dynamic import (hence --experimental-vm-modules in the test script), and these ESM-only
// packages under @fastify/swagger-ui and light-my-request need transforming.
module.exports = {
  preset: '@shop/jest-preset',
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie)[@/])'],
};
