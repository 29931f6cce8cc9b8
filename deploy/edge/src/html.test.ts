/** @jest-environment node */
import { cacheControlFor } from './cache-rules';
import { htmlLang, jsonForScript, renderShellHtml } from './html';
import { languageOfPath } from './language';

describe('renderShellHtml', () => {
  it('replaces an existing lang attribute and injects the blocks before </head>', () => {
    const html = renderShellHtml('<html lang="en"><head><title>x</title></head><body></body></html>', {
      language: 'ka-ge',
      registry: { 'content-blog': '/remotes/content-blog/1.0.0/mf-manifest.json' },
    });
    expect(html).toBe(
      '<html lang="ka-GE"><head><title>x</title>' +
        '<script type="application/json" id="shop-registry">{"content-blog":"/remotes/content-blog/1.0.0/mf-manifest.json"}</script>' +
        '</head><body></body></html>',
    );
  });

  it('leaves the settings block out when there are no settings', () => {
    expect(renderShellHtml('<html><head></head></html>', { language: 'ru-ru', registry: {} })).not.toContain('shop-settings');
  });

  it('escapes every < of the JSON', () => {
    expect(jsonForScript({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
    expect(JSON.parse(jsonForScript({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('asks for low priority where a hint says so (what only hydrates a rendered page)', () => {
    const html = renderShellHtml('<html><head></head></html>', {
      language: 'en-gb',
      registry: {},
      preload: [
        { as: 'script', href: '/remotes/catalog/1.0.0/remoteEntry.js', priority: 'low' },
        { as: 'fetch', href: '/remotes/catalog/1.0.0/mf-manifest.json', priority: 'low' },
        { as: 'script', href: '/remotes/catalog/1.0.0/expose.js' },
      ],
    });
    expect(html).toContain('<link rel="preload" href="/remotes/catalog/1.0.0/remoteEntry.js" as="script" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="/remotes/catalog/1.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="/remotes/catalog/1.0.0/expose.js" as="script">');
  });

  it("has start.js fetch and run a rendered page's main.js once it is painted, and leaves other pages alone", () => {
    const template = '<html><head><script defer="defer" src="/assets/shell/main.js"></script></head><body><div id="root"></div></body></html>';
    const rendered = renderShellHtml(template, { language: 'en-gb', registry: {}, body: '<main>Shop</main>', startAfterPaint: true });
    expect(rendered).toContain('<script defer src="/assets/shell/start.js"></script>');
    expect(rendered).not.toContain('main.js');
    expect(renderShellHtml(template, { language: 'en-gb', registry: {} })).toContain('<script defer="defer" src="/assets/shell/main.js"></script>');
  });

  it("keeps a rendered page's hints for its hydration in a template for start.js, and its lead image in the head", () => {
    const preload = [
      { as: 'image' as const, href: '/api/media/1-768.webp', srcset: '/api/media/1-400.webp 400w', sizes: '100vw' },
      { as: 'fetch' as const, href: '/remotes/catalog/1.0.0/mf-manifest.json' },
      { as: 'script' as const, href: '/remotes/catalog/1.0.0/remoteEntry.js' },
    ];
    const rendered = renderShellHtml('<html><head></head><body><div id="root"></div></body></html>', { language: 'en-gb', registry: {}, body: '<main>Shop</main>', preload, startAfterPaint: true });
    const [head, template] = rendered.split('<template id="shop-after-paint">');
    expect(head).toContain('<link rel="preload" as="image" href="/api/media/1-768.webp"');
    expect(head).not.toContain('/remotes/');
    expect(template).toMatch(/^<link rel="preload" href="\/remotes\/catalog\/1.0.0\/mf-manifest.json" as="fetch" crossorigin="anonymous"><link rel="preload" href="\/remotes\/catalog\/1.0.0\/remoteEntry.js" as="script"><\/template>/);
    // Without start.js the hints stay in the head.
    expect(renderShellHtml('<html><head></head></html>', { language: 'en-gb', registry: {}, preload })).not.toContain('<template');
  });

  it('spells language codes as BCP 47 tags', () => {
    expect(htmlLang('en-gb')).toBe('en-GB');
  });
});

describe('languageOfPath', () => {
  it.each([
    ['/', 'ru-ru', '/'],
    ['/blog/post?x=1', 'ru-ru', '/blog/post'],
    ['/en', 'en-gb', '/'],
    ['/en/blog', 'en-gb', '/blog'],
    ['/ka/blog/slug', 'ka-ge', '/blog/slug'],
    ['/english/blog', 'ru-ru', '/english/blog'],
  ])('%s is %s, route %s', (path, language, rest) => {
    expect(languageOfPath(path)).toEqual({ language, rest });
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['/512.a1b2c3d4e5f60718.js', 'public, max-age=31536000, immutable'],
    ['/static/css/blog.0badc0de.css', 'public, max-age=31536000, immutable'],
    ['/main.js', 'no-cache'],
    ['/remoteEntry.js', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/512.a1b2c3d4.js.LICENSE.txt', 'no-cache'],
  ])('%s → %s', (file, rule) => {
    expect(cacheControlFor(file)).toBe(rule);
  });
});
