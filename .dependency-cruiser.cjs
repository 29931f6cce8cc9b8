// Who may import whom: the architecture's one written form, checked by `pnpm lint` (so npm test)
// with dependency-cruiser. A rule here is a promise of shared/design/architecture.md and
// conventions.md that a tool now keeps; `shared/eslint-config/boundaries.test.ts` plants a violation of
// each and expects this file to refuse it. Change a rule here, never by an exception in the code.

// ── The API's domains, lowest first. A domain imports only domains of the tiers below its own:
// never one of its tier, never one above, so no two domains ever import each other. What two
// domains both need goes a tier down (or into infra/, or is handed in as an argument).
const DOMAIN_TIERS = [
  // The shop's settings: nearly every reply reads them.
  ['settings'],
  // Services with no business rule of their own: pictures, the messages queued to customers and
  // the manager, site URLs, the session route, the newsletter list.
  ['media', 'outbox', 'seo', 'session', 'subscribe'],
  // The records everything else reads or moves: the catalogue, orders as stored, the blog, and the
  // cart pricing pipeline, which imports no adjustment (each is handed in, pricing.md).
  ['catalog', 'order', 'blog', 'pricing'],
  // What reads the catalogue, and the pricing adjustments (delivery, promo codes, loyalty points).
  ['home', 'review', 'search', 'wishlist', 'delivery', 'promo', 'loyalty', 'product-requests'],
  // The first data of any page (content reads home); gift cards, an adjustment that also pays with points.
  ['content', 'giftcard'],
  // The shopper's cart, priced with the adjustments; payments, which settle orders, points and cards.
  ['cart', 'payment'],
  // The cart turned into an order and paid.
  ['checkout'],
  // The customer's own area: orders, points, cards.
  ['account'],
  // Logging in merges a guest's cart and wishlist into the account.
  ['auth'],
  // The staff's API over all of the above.
  ['admin'],
  // Real-user vitals: the shoppers' beacons and, in admin's staff scope, the staff's view of them.
  ['rum'],
];

const DOMAINS = 'deploy/api/src/domains/';
const TESTS = '(\\.test\\.tsx?$|\\.spec\\.ts$|/test/|/testing\\.tsx?$|^deploy/e2e/)';
const either = (names) => `(${names.join('|')})`;

const domainRules = DOMAIN_TIERS.flatMap((tier, level) => {
  const notBelow = DOMAIN_TIERS.slice(level).flat();
  return tier.map((domain) => ({
    name: `domain-order:${domain}`,
    comment: `${domain} imports only domains of a lower tier (.dependency-cruiser.cjs DOMAIN_TIERS)`,
    severity: 'error',
    from: { path: `^${DOMAINS}${domain}/` },
    to: { path: `^${DOMAINS}${either(notBelow.filter((other) => other !== domain))}/` },
  }));
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle, type-only imports included: a module is read after what it imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'remotes-stay-apart',
      comment: 'A remote imports no other remote: they meet through shared/ packages and the bus (architecture.md "Composition").',
      severity: 'error',
      from: { path: '^remotes/([^/]+)/' },
      to: { path: '^remotes/', pathNot: '^remotes/$1/' },
    },
    {
      name: 'remotes-import-no-shell',
      comment: 'A remote is built and released alone: the shell reaches it only through its exposes, and it the shell only through shared/.',
      severity: 'error',
      from: { path: '^remotes/' },
      to: { path: '^shell/' },
    },
    {
      name: 'shell-imports-no-remote',
      comment: 'The shell loads remotes at run time by Module Federation, never from their sources.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^remotes/' },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'shared/ packages serve every app and import none (architecture.md "Top level").',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(shell|remotes|deploy)/' },
    },
    {
      name: 'apps-import-no-server',
      comment: 'What runs in the browser imports nothing of deploy/: the API is reached over HTTP, its types through shared/contracts.',
      severity: 'error',
      from: { path: '^(shell|remotes)/' },
      to: { path: '^deploy/' },
    },
    {
      name: 'servers-import-no-app-source',
      comment: 'The edge runs the shell and remotes from their builds (the registry), never from their sources.',
      severity: 'error',
      from: { path: '^deploy/' },
      to: { path: '^(shell|remotes)/' },
    },
    {
      name: 'the-api-through-its-index',
      comment: "The edge and the tools use the API through its public surface (@shop/api, deploy/api/src/index.ts); tests may use its test helpers.",
      severity: 'error',
      from: { path: '^deploy/(?!api/)', pathNot: TESTS },
      to: { path: '^deploy/api/src/', pathNot: '^deploy/api/src/index\\.ts$' },
    },
    ...domainRules,
    {
      name: 'domain-order:declared',
      comment: 'Every API domain has its place in DOMAIN_TIERS: a new domain is given one when it is made.',
      severity: 'error',
      from: { path: `^${DOMAINS}(?!${either(DOMAIN_TIERS.flat())}/)` },
      to: {},
    },
    {
      name: 'infra-below-domains',
      comment: "infra/ is what every domain may use (sessions, errors, caching, rate limits): it imports no domain.",
      severity: 'error',
      from: { path: '^deploy/api/src/infra/', pathNot: TESTS },
      to: { path: `^${DOMAINS}` },
    },
    {
      name: 'database-below-domains',
      comment: 'The database (client, schema, migrations) imports no domain; only the seed, which fills the demo shop through them, does.',
      severity: 'error',
      from: { path: '^deploy/api/src/db/', pathNot: '^deploy/api/src/db/seed' },
      to: { path: `^${DOMAINS}` },
    },
    {
      name: 'runtime-code-runs-without-the-demo',
      comment: "The shop's code reads its data from the database, never from the demo seed: a shop with its own catalogue runs no demo code. Only the entry points that seed (server.ts, index.ts), benchmarks and tests import the seed.",
      severity: 'error',
      from: { path: '^deploy/api/src/(domains|infra|app\\.ts|env\\.ts)', pathNot: TESTS },
      to: { path: '^deploy/api/src/db/seed' },
    },
    {
      name: 'demo-data-only-in-the-seed',
      comment: 'The demo data (db/seed-data) is the seed\'s: everything else reads what the seed wrote.',
      severity: 'error',
      from: { pathNot: [TESTS, '^deploy/api/src/db/seed', '^deploy/api/scripts/'] },
      to: { path: '^deploy/api/src/db/seed-data/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|\\.webpack-cache|test-results|playwright-report)/|^deploy/e2e/tmp/' },
    // Type-only imports count: a circle of types is still a circle to whoever reads the code.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Workspace packages resolve through their package.json exports to their sources.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};
