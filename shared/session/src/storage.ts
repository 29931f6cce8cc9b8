/**
 * Spec §3 browser storage, with the key names exactly as the spec gives them (they are shared
 * with the shop's earlier front end, so they keep its unprefixed names).
 * - `cart`: `{ items, products }` of the last server cart (the badge shows before the API answers)
 * - `wishlist`: `{ items }`, the skus; a guest's only copy of the wishlist
 * - `loggedIn`: present ('1') while the visitor is logged in
 * - `closePopup`: when the promo strip was closed (ms since epoch, as a string)
 * And this shop's own:
 * - `seenStories`: the ids of the product stories the visitor has seen (spec §3 "view flag"), newest last
 */
export const STORAGE_KEYS = {
  cart: 'cart',
  wishlist: 'wishlist',
  loggedIn: 'loggedIn',
  closePopup: 'closePopup',
  seenStories: 'seenStories',
  /** The browser has loaded the shop before: its page loads may report their vitals (the shell's vitals/start-vitals.ts). */
  visited: 'visited',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can be missing (no window), disabled (reading `localStorage` throws a SecurityError),
// full (setItem throws QuotaExceededError) or hold anything a user or an old app version wrote.
// None of it may break the page: reads fall back to null, writes are best effort.
function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether this page can keep anything in local storage (it cannot when disabled or absent). */
export function isStorageAvailable(): boolean {
  return localStore() !== null;
}

/** The raw string under `key`, or null when absent or storage is unavailable. */
export function readStored(key: StorageKey): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when storage refused it (disabled, full). */
export function writeStored(key: StorageKey, value: string): boolean {
  try {
    const store = localStore();
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: StorageKey): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot be written holds nothing of ours either.
  }
}

/** The parsed JSON under `key`, or undefined when absent, unavailable or not valid JSON. */
export function readStoredJson(key: StorageKey): unknown {
  const raw = readStored(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeStoredJson(key: StorageKey, value: unknown): boolean {
  return writeStored(key, JSON.stringify(value));
}
