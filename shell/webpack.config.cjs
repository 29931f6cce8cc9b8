// The build comes from the shared factory: the shell is the host and knows no remote at build time.
const { createHostConfig } = require('@shop/mf-config');

module.exports = createHostConfig({ dir: __dirname, devPort: 3000 });
