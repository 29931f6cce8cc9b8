/** @jest-environment node */
import { PageCache } from './page-cache';
import { EncodedPage } from './page-encodings';

const page = (html: string) => ({ status: 200, headers: { 'cache-control': 'public' }, body: new EncodedPage(html) });

describe('PageCache', () => {
  it('keeps a page for its time to live', () => {
    jest.useFakeTimers({ now: 0 });
    const pages = new PageCache(1000);
    pages.set('a', page('<p>a</p>'));
    jest.setSystemTime(999);
    expect(pages.get('a')?.body.html).toBe('<p>a</p>');
    jest.setSystemTime(1000);
    expect(pages.get('a')).toBeUndefined();
    jest.useRealTimers();
  });

  it('keeps a page past its time to live for when its data cannot be read, until a write drops it', () => {
    jest.useFakeTimers({ now: 0 });
    const pages = new PageCache(1000);
    pages.set('a', page('<p>a</p>'));
    jest.setSystemTime(3_600_000);
    expect([pages.get('a'), pages.kept('a')?.body.html]).toEqual([undefined, '<p>a</p>']);
    pages.clear();
    expect(pages.kept('a')).toBeUndefined();
    jest.useRealTimers();
  });

  it('drops every page when the data changed, and the least recently kept beyond its size', () => {
    const pages = new PageCache(60_000, 2);
    pages.set('a', page('a'));
    pages.set('b', page('b'));
    pages.set('c', page('c'));
    expect([pages.kept('a'), pages.get('b')?.body.html, pages.get('c')?.body.html]).toEqual([undefined, 'b', 'c']);
    pages.clear();
    expect(pages.get('c')).toBeUndefined();
  });
});
