/** @jest-environment node */
import { useParams } from '@shop/router';
import { useLanguage } from '@shop/i18n';
import { DEFAULT_LANGUAGES } from '@shop/i18n';
import type { InlinedPage, LanguageCode, RenderRequest } from '@shop/contracts';
import type { ServerModules } from '../remote-loading/server-modules';
import { renderPage } from './render-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), getInstance: jest.fn(() => null) }));

// The route's page as a remote's Node build gives it: it renders its data and the language it sees.
function BlogPost({ initialData }: { initialData?: { status: number; post?: { title: string } } }) {
  const { slug } = useParams();
  const { language } = useLanguage();
  return (
    <article>
      <h1>{initialData?.post?.title ?? 'no data'}</h1>
      <p>
        {slug} in {language}
      </p>
    </article>
  );
}

const modules = new Map([['content_blog/BlogPost', BlogPost as never]]);

function request(language: LanguageCode, prefix: string, title: string): RenderRequest<ServerModules> {
  const url = `${prefix}/blog/wool-coat`;
  const page = { kind: 'blog-post', path: url, reply: { status: 200, post: { title } } } as unknown as InlinedPage;
  return { url, language, languages: DEFAULT_LANGUAGES, page, modules };
}

describe('renderPage', () => {
  it("renders the frame in the page's language around the route's remote page, from the page's data", async () => {
    const { html, clientRegions } = await renderPage(request('en-gb', '/en', 'Caring for a wool coat'));
    expect(clientRegions).toBe(0);
    expect(html).toContain('Skip to content');
    expect(html).toContain('<h1>Caring for a wool coat</h1>');
    expect(html).toContain('wool-coat<!-- --> in <!-- -->en-gb');
    // Complete, with no inline script for the CSP to refuse.
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/<!--\$[?!]-->/);
  });

  it('keeps two languages apart when their renders are asked for at once', async () => {
    const pages = await Promise.all([
      renderPage(request('ru-ru', '', 'Уход за шерстяным пальто')),
      renderPage(request('en-gb', '/en', 'Caring for a wool coat')),
      renderPage(request('ka-ge', '/ka', 'შალის პალტოს მოვლა')),
    ]);
    const [ru, en, ka] = pages.map((page) => page.html);
    expect(ru).toContain('Перейти к содержанию');
    expect(ru).toContain('in <!-- -->ru-ru');
    expect(ru).not.toContain('Skip to content');
    expect(en).toContain('Skip to content');
    expect(en).toContain('in <!-- -->en-gb');
    expect(ka).toContain('შინაარსზე გადასვლა');
    expect(ka).toContain('შალის პალტოს მოვლა');
  });

  it('leaves a region whose module it does not hold to the browser, and counts it', async () => {
    const { html, clientRegions } = await renderPage({ ...request('en-gb', '/en', 'x'), modules: new Map() });
    expect(clientRegions).toBe(1);
    expect(html).toContain('Skip to content');
    expect(html).toMatch(/<!--\$!-->/);
  });
});
