/** @jest-environment node */
import { configureApiClient } from '@shop/api-client';
import type { Settings } from '@shop/contracts';
import { readBootData } from './read-boot-data';

const languages = [
  { code: 'ru-ru' as const, url: '', title: 'Русский' },
  { code: 'en-gb' as const, url: 'en', title: 'English' },
  { code: 'ka-ge' as const, url: 'ka', title: 'ქართული' },
];
const settingsFor = (language: Settings['language']) => ({ name: 'Mira', language, languages }) as unknown as Settings;
const registry = { 'content-blog': '/remotes/content-blog/1.0.0/mf-manifest.json' };

// Only what readBootData reads of the page: the JSON blocks by id.
function page(blocks: Record<string, unknown>): Document {
  const text = (id: string) => (id in blocks ? JSON.stringify(blocks[id]) : undefined);
  return { getElementById: (id: string) => (text(id) === undefined ? null : { textContent: text(id) }) } as unknown as Document;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  configureApiClient({ prefixUrl: 'http://shop.test/api', fetch: fetchMock as unknown as typeof fetch, notify: () => undefined });
});

describe('readBootData', () => {
  it('takes registry and settings from the blocks the edge inlined, with no request', async () => {
    const data = await readBootData('/en/blog', page({ 'shop-registry': registry, 'shop-settings': settingsFor('en-gb') }));
    expect(data).toMatchObject({ registry, language: 'en-gb', settings: { language: 'en-gb' } });
    expect(data.languages).toEqual(languages);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /remotes.json and the settings of the URL language when the blocks are missing', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === '/remotes.json') return json(registry);
      if (url.endsWith('/api/settings/ka-ge')) return json({ status: 200, settings: settingsFor('ka-ge') });
      return new Response('not found', { status: 404 });
    });
    const data = await readBootData('/ka/blog/post', page({}));
    expect(data).toMatchObject({ registry, language: 'ka-ge', settings: { language: 'ka-ge' } });
  });

  it('boots with no remotes when the registry cannot be read (regions then show their fallback)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('network down'));
    const data = await readBootData('/blog', page({ 'shop-settings': settingsFor('ru-ru') }));
    expect(data).toMatchObject({ registry: {}, language: 'ru-ru', settings: { language: 'ru-ru' } });
    jest.mocked(console.error).mockRestore();
  });
});
