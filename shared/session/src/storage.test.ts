import { readStored, readStoredJson, removeStored, STORAGE_KEYS, writeStored, writeStoredJson } from './storage';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

it("uses the spec §3 key names exactly, and the shop's own beside them", () => {
  expect(STORAGE_KEYS).toEqual({ cart: 'cart', wishlist: 'wishlist', loggedIn: 'loggedIn', closePopup: 'closePopup', seenStories: 'seenStories', visited: 'visited' });
});

it('writes, reads and removes strings and JSON', () => {
  expect(writeStored('closePopup', '1700000000000')).toBe(true);
  expect(readStored('closePopup')).toBe('1700000000000');
  expect(writeStoredJson('wishlist', { items: ['A'] })).toBe(true);
  expect(window.localStorage.getItem('wishlist')).toBe('{"items":["A"]}');
  expect(readStoredJson('wishlist')).toEqual({ items: ['A'] });
  removeStored('wishlist');
  expect(readStored('wishlist')).toBeNull();
  expect(readStoredJson('wishlist')).toBeUndefined();
});

it('reads corrupted JSON as absent', () => {
  window.localStorage.setItem('cart', '{"items":[');
  expect(readStoredJson('cart')).toBeUndefined();
});

it('survives storage that is disabled (reading localStorage throws)', () => {
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  expect(readStored('loggedIn')).toBeNull();
  expect(readStoredJson('cart')).toBeUndefined();
  expect(writeStored('loggedIn', '1')).toBe(false);
  expect(() => removeStored('loggedIn')).not.toThrow();
});

it('survives a full storage (setItem throws) and a failing getItem', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  });
  expect(writeStoredJson('cart', { items: [] })).toBe(false);
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('broken');
  });
  expect(readStored('cart')).toBeNull();
  jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
    throw new Error('broken');
  });
  expect(() => removeStored('cart')).not.toThrow();
});
