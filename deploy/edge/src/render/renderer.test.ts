/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PageRenderer, type RenderJob } from './renderer';

// Stand-ins for the shell's and a remote's Node builds, in the shape mf-config builds them: the
// shell renders `<main>` with the remote page's text, from the data it is given.
const SHELL = `
module.exports = {
  RENDER_PROTOCOL: 1,
  sharedModules: { react: { name: 'react' } },
  async renderPage({ url, language, page, modules }) {
    const [component] = modules.values();
    return { html: '<main lang="' + language + '">' + component({ url, page }) + '</main>', clientRegions: 0 };
  },
};`;
const remote = (body: string) => `const react = require('react'); module.exports.exposes = { './BlogList': { default: ({ url, page }) => { ${body} } } };`;

// Each test starts real worker threads (about a second each here, several under npm test's parallel
// jest stage): the default 5 s is too short on a busy two-core machine, and a wrong outcome still fails.
jest.setTimeout(20_000);

let dir: string;
let renderer: PageRenderer;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'renderer-'));
  renderer = new PageRenderer({ budgetMs: 1500, maxSets: 2 });
});
afterEach(async () => {
  await renderer.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A release set of the stand-in shell and one remote version whose page does `body`. */
function job(version: string, body: string, url = '/en/blog', page?: unknown): RenderJob {
  const shellFile = join(dir, 'shell.cjs');
  writeFileSync(shellFile, SHELL);
  const file = join(dir, version, 'server', 'index.cjs');
  mkdirSync(join(dir, version, 'server'), { recursive: true });
  writeFileSync(file, remote(body));
  return {
    setKey: `content-blog=${version}`,
    shellFile,
    request: { url, language: 'en-gb', languages: [], page: page as never, modules: [{ id: 'content_blog/BlogList', file, expose: './BlogList' }] },
  };
}

const OK = "return 'posts of ' + url + ' by ' + react.name + (page ? ' ' + JSON.stringify(page) : '');";

it('renders a page in its release set\'s worker, with the remote\'s requires answered by the shell', async () => {
  await expect(renderer.render(job('1.0.0', OK))).resolves.toEqual({ html: '<main lang="en-gb">posts of /en/blog by react</main>', cached: false, ms: expect.any(Number) });
});

it('serves a page again from its cache until its data changes', async () => {
  const first = job('1.0.0', OK, '/en/blog', { posts: 1 });
  await renderer.render(first);
  await expect(renderer.render(first)).resolves.toMatchObject({ cached: true, ms: 0 });
  await expect(renderer.render(job('1.0.0', OK, '/en/blog', { posts: 2 }))).resolves.toMatchObject({ html: expect.stringContaining('{"posts":2}'), cached: false });
});

it('renders a new release set in a new worker and stops the least recently used beyond its limit', async () => {
  await renderer.render(job('1.0.0', OK));
  await renderer.render(job('1.1.0', "return 'new layout';"));
  await expect(renderer.render(job('1.1.0', "return 'new layout';"))).resolves.toMatchObject({ html: '<main lang="en-gb">new layout</main>' });
  await renderer.render(job('1.2.0', OK));
  expect(renderer.liveSets).toEqual(['content-blog=1.1.0', 'content-blog=1.2.0']);
});

it('drops a set nobody asked for within idleMs', async () => {
  await renderer.close();
  renderer = new PageRenderer({ idleMs: 50 });
  await renderer.render(job('1.0.0', OK));
  expect(renderer.liveSets).toEqual(['content-blog=1.0.0']);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(renderer.liveSets).toEqual([]);
});

it('falls back with the reason when the remote\'s page throws, and renders its next page', async () => {
  const page = "if (url === '/en/blog') throw new Error('no posts'); return 'page 2';";
  await expect(renderer.render(job('1.0.0', page))).resolves.toEqual({ fallback: 'error: no posts' });
  await expect(renderer.render(job('1.0.0', page, '/en/blog?page=2'))).resolves.toMatchObject({ html: '<main lang="en-gb">page 2</main>', cached: false });
});

it('ends a worker whose render hangs, and sends its set client-rendered while it cools off', async () => {
  await expect(renderer.render(job('1.0.0', 'for (;;) {}'))).resolves.toEqual({ fallback: 'timeout: no render within 1500 ms' });
  expect(renderer.liveSets).toEqual([]);
  await expect(renderer.render(job('1.0.0', OK))).resolves.toEqual({ fallback: expect.stringContaining('cooling off') });
  // Another set is not held back.
  await expect(renderer.render(job('2.0.0', OK))).resolves.toMatchObject({ cached: false });
});

it('times each render from its own start: pages queued behind slow ones are rendered, not taken for a hang', async () => {
  const slow = "const end = Date.now() + 600; while (Date.now() < end) {} return 'slow ' + url;";
  const pages = await Promise.all(['/en/blog', '/en/blog?page=2', '/en/blog?page=3'].map((url) => renderer.render(job('1.0.0', slow, url))));
  // The third waited 1,200 ms and rendered in 600: past the 1,500 ms budget from its request, within it from its start.
  expect(pages.map((page) => ('html' in page ? page.html : page.fallback))).toEqual([
    '<main lang="en-gb">slow /en/blog</main>',
    '<main lang="en-gb">slow /en/blog?page=2</main>',
    '<main lang="en-gb">slow /en/blog?page=3</main>',
  ]);
});

it('sends a page client-rendered when its turn does not come within the budget, and keeps the worker', async () => {
  const slow = "const end = Date.now() + 600; while (Date.now() < end) {} return 'slow ' + url;";
  const pages = await Promise.all([1, 2, 3, 4].map((n) => renderer.render(job('1.0.0', slow, `/en/blog?page=${n}`))));
  expect(pages.map((page) => ('html' in page ? 'rendered' : page.fallback))).toEqual(['rendered', 'rendered', 'rendered', 'busy: no render started within 1500 ms']);
  expect(renderer.liveSets).toEqual(['content-blog=1.0.0']);
  await expect(renderer.render(job('1.0.0', slow, '/en/blog?page=5'))).resolves.toMatchObject({ cached: false });
});

it('falls back when a Node build cannot load or a shell speaks another protocol', async () => {
  const broken = job('1.0.0', OK);
  writeFileSync(broken.request.modules[0]!.file, "require('zustand');");
  await expect(renderer.render(broken)).resolves.toEqual({ fallback: expect.stringContaining('requires zustand, which the shell does not share') });
  const other = job('2.0.0', OK);
  writeFileSync(other.shellFile, SHELL.replace('RENDER_PROTOCOL: 1', 'RENDER_PROTOCOL: 2'));
  await expect(renderer.render(other)).resolves.toEqual({ fallback: expect.stringContaining('render protocol 2') });
});
