import type { CurrencyCode, LanguageCode } from '@shop/contracts';

/** The settings of a language, their amounts in `currency` (the default when undefined). */
export type SettingsFetcher = (language: LanguageCode, currency?: CurrencyCode) => Promise<unknown>;

/**
 * Settings for the HTML, remembered for `ttlMs` per language and currency: they change rarely, and
 * asking the API on every page load would cost a query per load. Failures are not remembered.
 */
export function cachedSettings(fetchSettings: SettingsFetcher, ttlMs: number, now: () => number = Date.now) {
  const cache = new Map<string, { value: unknown; expires: number }>();
  return async (language: LanguageCode, currency?: CurrencyCode): Promise<unknown> => {
    const key = `${language}:${currency ?? ''}`;
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.value;
    const value = await fetchSettings(language, currency).catch(() => undefined);
    if (value !== undefined && ttlMs > 0) cache.set(key, { value, expires: now() + ttlMs });
    return value;
  };
}

/** The `settings` field of a `GET /api/settings/{language}` reply, or undefined for anything else. */
export function settingsFromReply(statusCode: number, body: string): unknown {
  if (statusCode !== 200) return undefined;
  try {
    const reply = JSON.parse(body) as { status?: number; settings?: unknown };
    return reply.status === 200 ? reply.settings : undefined;
  } catch {
    return undefined;
  }
}
