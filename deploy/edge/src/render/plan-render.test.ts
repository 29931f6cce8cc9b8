/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Registry, Settings } from '@shop/contracts';
import { planRender, type RenderPlanInput } from './plan-render';

let dir: string;
const settings = { language: 'en-gb', languages: [{ code: 'en-gb', url: 'en', title: 'English' }] } as unknown as Settings;
const registry: Registry = {
  catalog: '/remotes/catalog/1.0.0+aaaaaaaa/mf-manifest.json',
  'content-blog': '/remotes/content-blog/1.1.0+bbbbbbbb/mf-manifest.json',
};
const blogList = { status: 200, page: 'blog-list', block: { kind: 'blog-list', path: '/en/blog', reply: { status: 200 } } } as unknown as RenderPlanInput['view'];

function built(path: string): void {
  mkdirSync(join(dir, path, 'server'), { recursive: true });
  writeFileSync(join(dir, path, 'server', 'index.cjs'), 'module.exports = {};');
}

const plan = (overrides: Partial<RenderPlanInput> = {}) =>
  planRender({ shellDir: join(dir, 'shell'), registryRoot: join(dir, 'registry'), registry, view: blogList, url: '/en/blog', language: 'en-gb', settings, ...overrides });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'plan-render-'));
  built('shell');
  built('registry/content-blog/1.1.0+bbbbbbbb');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("renders a public page with the route's module from the Node build of the visitor's version", () => {
  const result = plan();
  expect(result).toEqual({
    job: {
      setKey: expect.stringMatching(/^shell=\d+@\d+ catalog=\/remotes\/catalog\/1\.0\.0\+aaaaaaaa\/mf-manifest\.json cart-checkout=- account-loyalty=- content-blog=\/remotes\/content-blog\/1\.1\.0\+bbbbbbbb\/mf-manifest\.json giftcard=- backoffice=-$/),
      shellFile: join(dir, 'shell', 'server', 'index.cjs'),
      request: {
        url: '/en/blog',
        language: 'en-gb',
        languages: settings.languages,
        settings,
        page: blogList?.block,
        modules: [{ id: 'content_blog/BlogList', file: join(dir, 'registry/content-blog/1.1.0+bbbbbbbb/server/index.cjs'), expose: './BlogList' }],
      },
    },
  });
});

it('sends personal pages, and pages without their data, client-rendered', () => {
  expect(plan({ view: { status: 200, page: 'cart', personal: true } })).toEqual({ skip: 'personal page' });
  expect(plan({ view: undefined })).toEqual({ skip: 'no first data' });
  expect(plan({ settings: undefined })).toEqual({ skip: 'no first data' });
});

it('sends the page client-rendered when the shell or the remote version has no Node build', () => {
  expect(plan({ registry: { ...registry, 'content-blog': '/remotes/content-blog/1.0.0+cccccccc/mf-manifest.json' } })).toEqual({ skip: 'content-blog 1.0.0+cccccccc has no Node build' });
  rmSync(join(dir, 'shell', 'server'), { recursive: true });
  expect(plan()).toEqual({ skip: 'the shell has no Node build' });
});

it('sends a remote overridden from a dev server client-rendered', () => {
  expect(plan({ registry: { ...registry, 'content-blog': 'http://localhost:3004/mf-manifest.json' } })).toEqual({ skip: 'content-blog is not served from the registry' });
});
