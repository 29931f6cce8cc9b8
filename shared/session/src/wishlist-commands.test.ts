import { bus } from './bus';
import { addToWishlist, clearWishlist, fetchWishlist, removeFromWishlist, restoreWishlist, toggleWishlist } from './wishlist-commands';
import { sessionStore, wishlistStore } from './stores';
import { CUSTOMER, deferred, fakeApi, type FakeApi } from './testing/fake-api';
import { resetPage } from './testing/reset';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
});

const items = () => wishlistStore.getState().items;
const stored = () => JSON.parse(window.localStorage.getItem('wishlist') ?? 'null') as unknown;
const logIn = () => sessionStore.setState({ loggedIn: true, customer: CUSTOMER, ready: true });

describe('a guest: the wishlist is local only', () => {
  it('adds, toggles and removes skus in the store and local storage `wishlist`, without calling the API', async () => {
    const updates: string[][] = [];
    const off = bus.on('wishlist:updated', ({ items: next }) => updates.push(next));
    await expect(addToWishlist('A-1')).resolves.toEqual({ ok: true });
    await addToWishlist('B-2');
    await addToWishlist('A-1');
    expect(items()).toEqual(['A-1', 'B-2']);
    await toggleWishlist('A-1');
    expect(items()).toEqual(['B-2']);
    await toggleWishlist('C-3');
    await removeFromWishlist('B-2');
    off();
    expect(items()).toEqual(['C-3']);
    expect(stored()).toEqual({ items: ['C-3'] });
    expect(updates.at(-1)).toEqual(['C-3']);
    expect(api.calls).toEqual([]);
  });

  it('asks the shopper to log in on an add (spec §6: log in to keep it), not on a removal', async () => {
    const prompts = jest.fn();
    const off = bus.on('auth:required', prompts);
    await addToWishlist('A-1');
    expect(prompts).toHaveBeenCalledWith({ reason: 'wishlist' });
    prompts.mockClear();
    await removeFromWishlist('A-1');
    off();
    expect(prompts).not.toHaveBeenCalled();
  });

  it('refuses an empty or oversized sku', async () => {
    await expect(addToWishlist('')).resolves.toEqual({ ok: false, error: 'validation' });
    await expect(addToWishlist('x'.repeat(65))).resolves.toEqual({ ok: false, error: 'validation' });
    expect(items()).toEqual([]);
  });

  it('does not fetch: there is no server wishlist for a guest', async () => {
    await fetchWishlist();
    expect(api.calls).toEqual([]);
  });

  it('restores the stored list, dropping anything that is not a sku', () => {
    window.localStorage.setItem('wishlist', JSON.stringify({ items: ['A', 7, null, 'B', 'A', ''] }));
    restoreWishlist();
    expect(items()).toEqual(['A', 'B']);
  });

  it.each(['{"items":', '[1,2]', 'null', '{"items":"A"}'])('restores %s as an empty list', (raw) => {
    window.localStorage.setItem('wishlist', raw);
    restoreWishlist();
    expect(items()).toEqual([]);
  });
});

describe('a logged-in customer (spec §4: changes apply after the server confirms)', () => {
  beforeEach(logIn);

  it('adds only once POST wishlist/add {sku} confirms, taking the server list', async () => {
    const reply = deferred<unknown>();
    api.on('POST', 'wishlist/add', () => reply.promise);
    const adding = addToWishlist('A-1');
    await Promise.resolve();
    expect(items()).toEqual([]);
    reply.resolve({ status: 200, items: ['Z-9', 'A-1'] });
    await expect(adding).resolves.toEqual({ ok: true });
    expect(api.calls).toEqual([{ method: 'POST', path: 'wishlist/add', body: { sku: 'A-1' } }]);
    expect(items()).toEqual(['Z-9', 'A-1']);
    expect(stored()).toEqual({ items: ['Z-9', 'A-1'] });
  });

  it('deletes through POST wishlist/delete {sku}', async () => {
    wishlistStore.setState({ items: ['A-1', 'B-2'] });
    api.on('POST', 'wishlist/delete', { status: 200, items: ['B-2'] });
    await expect(toggleWishlist('A-1')).resolves.toEqual({ ok: true });
    expect(api.calls).toEqual([{ method: 'POST', path: 'wishlist/delete', body: { sku: 'A-1' } }]);
    expect(items()).toEqual(['B-2']);
  });

  it('fails gracefully, changing nothing, while the add/delete endpoints do not exist', async () => {
    wishlistStore.setState({ items: ['B-2'] });
    await expect(addToWishlist('A-1')).resolves.toEqual({ ok: false, error: 'request_failed' });
    await expect(removeFromWishlist('B-2')).resolves.toEqual({ ok: false, error: 'request_failed' });
    expect(items()).toEqual(['B-2']);
    expect(window.localStorage.getItem('wishlist')).toBeNull();
  });

  it('keeps the list and reports the code of a 400 reply', async () => {
    api.on('POST', 'wishlist/add', { status: 400, error: 'not_logged_in' });
    await expect(addToWishlist('A-1')).resolves.toEqual({ ok: false, error: 'not_logged_in' });
    expect(items()).toEqual([]);
  });

  it('fetches the ids with POST wishlist/get {withProductList:false}', async () => {
    api.on('POST', 'wishlist/get', { status: 200, items: ['A-1', 'B-2'], products: [] });
    await fetchWishlist();
    expect(api.calls).toEqual([{ method: 'POST', path: 'wishlist/get', body: { withProductList: false } }]);
    expect(items()).toEqual(['A-1', 'B-2']);
  });

  it.each([
    ['a failed request', () => { throw new TypeError('Failed to fetch'); }],
    ['a 400 reply', () => ({ status: 400, error: 'not_logged_in' })],
  ])('ignores %s when fetching (spec §4)', async (_name, answer) => {
    wishlistStore.setState({ items: ['KEEP'] });
    api.on('POST', 'wishlist/get', answer);
    await expect(fetchWishlist()).resolves.toBeUndefined();
    expect(items()).toEqual(['KEEP']);
  });

  it('clearWishlist empties the store and the storage key', async () => {
    api.on('POST', 'wishlist/add', { status: 200, items: ['A-1'] });
    await addToWishlist('A-1');
    clearWishlist();
    expect(items()).toEqual([]);
    expect(window.localStorage.getItem('wishlist')).toBeNull();
  });
});

it('refetches the wishlist ids on the session:login event (spec §4)', async () => {
  logIn();
  api.on('POST', 'wishlist/get', { status: 200, items: ['FROM-SERVER'], products: [] });
  bus.emit('session:login', { customer: CUSTOMER });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(api.paths()).toEqual(['POST wishlist/get']);
  expect(items()).toEqual(['FROM-SERVER']);
});
