// The build comes from the shared factory; this file names only what is this remote's own.
const { createRemoteConfig } = require('@shop/mf-config');

module.exports = createRemoteConfig({
  name: 'content-blog',
  dir: __dirname,
  // The whole public API (shared/contracts CONTENT_BLOG_EXPOSES): page modules, default export each.
  exposes: {
    './BlogList': './src/exposes/blog-list.tsx',
    './BlogPost': './src/exposes/blog-post.tsx',
    './InfoPage': './src/exposes/info-page.tsx',
    './NotFound': './src/exposes/not-found.tsx',
  },
  devPort: 3004,
});
