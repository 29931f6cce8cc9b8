// The build comes from the shared factory; this file names only what is this remote's own.
const { createRemoteConfig } = require('@shop/mf-config');

module.exports = createRemoteConfig({
  name: 'catalog',
  dir: __dirname,
  // The whole public API (shared/contracts CATALOG_EXPOSES): page modules, default export each.
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    './CategoryPage': './src/exposes/category-page.tsx',
    './ProductPage': './src/exposes/product-page.tsx',
    './SearchPage': './src/exposes/search-page.tsx',
  },
  devPort: 3001,
});
