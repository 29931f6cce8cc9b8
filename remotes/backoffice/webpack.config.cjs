// The build comes from the shared factory; this file names only what is this remote's own.
const { createRemoteConfig } = require('@shop/mf-config');

module.exports = createRemoteConfig({
  name: 'backoffice',
  dir: __dirname,
  // The whole public API (shared/contracts BACKOFFICE_EXPOSES): the back office, which routes its own areas.
  exposes: {
    './BackOffice': './src/exposes/back-office.tsx',
  },
  devPort: 3006,
  // Personal and never indexed: the browser draws it, so no Node half is built.
  serverRendered: false,
});
