/** @jest-environment node */
import path from 'node:path';
import { ESLint } from 'eslint';

// The rule that keeps page paths typed by hand out (index.mjs, pagePaths), run as `pnpm lint` runs
// it: the one config, from the repository's root. ESLint imports index.mjs, an ES module: jest lets
// it only under --experimental-vm-modules, which the package's test script sets.
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(__dirname, 'index.mjs') });

/** The page path problems of `code` as if it were the file `file`: the lines and their message. */
async function pagePathProblems(code: string, file = 'remotes/catalog/src/features/home/planted.tsx') {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map(({ line, message }) => ({ line, message }));
}

describe('the page path rule', () => {
  it('refuses a page of the route table written by hand, and points at pathTo', async () => {
    expect(await pagePathProblems("export const to = '/cart';")).toEqual([{ line: 1, message: expect.stringContaining("pathTo('name', params, query)") }]);
  });

  it.each([
    ['a string', "export const to = '/account/order/7';"],
    ['a query', "export const to = '/pay?order=7';"],
    ['a template', 'export const to = (id: number) => `/account/order/${id}`;'],
    ['a template without ${}', 'export const to = `/blog`;'],
    ['a JSX attribute', 'export const link = <a href="/search/coat">coat</a>;'],
  ])('refuses one in %s', async (_, code) => {
    expect(await pagePathProblems(code)).toHaveLength(1);
  });

  it.each([
    ['pathTo', "import { pathTo } from '@shop/contracts';\nexport const to = pathTo('cart');"],
    ['an info page the catch-all resolves', "export const to = ['/payment', '/bonus-card', '/cartridge-bags', '/'];"],
    ['an API path', "export const to = ['/api/cart/v2/', 'account/order/7'];"],
    ['a path after another part', 'export const to = (origin: string) => `${origin}/cart`;'],
  ])('lets %s through', async (_, code) => {
    expect(await pagePathProblems(code)).toEqual([]);
  });

  it("lets a Fastify route's own URL through: an API path under /api", async () => {
    const code = "export const routes = (app: { get(url: string, handler: () => void): void }) => app.get('/cart/v2/', () => undefined);";
    expect(await pagePathProblems(code, 'deploy/api/src/domains/cart/routes.ts')).toEqual([]);
  });

  it('lets the prefix a Fastify plugin is registered under through: an API path too', async () => {
    const code = "export const mount = (app: { register(plugin: object, options: object): void }) => app.register({}, { prefix: '/admin' });";
    expect(await pagePathProblems(code, 'deploy/api/src/app.ts')).toEqual([]);
    expect(await pagePathProblems("export const to = { href: '/admin' };", 'deploy/api/src/app.ts')).toHaveLength(1);
  });

  it.each(['remotes/catalog/src/features/home/planted.test.tsx', 'shell/src/test/planted.ts', 'deploy/e2e/src/planted.spec.ts'])(
    'lets tests visit pages by their address: %s',
    async (file) => {
      expect(await pagePathProblems("export const to = '/cart';", file)).toEqual([]);
    },
  );
});
