// The build comes from the shared factory; this file names only what is this remote's own.
const { createRemoteConfig } = require('@shop/mf-config');

module.exports = createRemoteConfig({
  name: 'catalog',
  dir: __dirname,
  // Its screens arrive in a later issue; until then the container exposes nothing.
  exposes: {},
  devPort: 3001,
});
