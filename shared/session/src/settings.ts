// The shop settings per language (spec §3 settings groups), shared by the frame and every remote.
import { useEffect, useState } from 'react';
import { apiGet } from '@shop/api-client';
import type { LanguageCode, Settings, SettingsReply } from '@shop/contracts';

// Settings are translated per language: the page's language comes inlined, others on demand.
const cache = new Map<LanguageCode, Settings>();

export function primeSettings(settings: Settings): void {
  cache.set(settings.language, settings);
}

/** GET /api/settings/{language}; undefined when the API cannot answer (the frame then shows less). */
export async function loadSettings(language: LanguageCode): Promise<Settings | undefined> {
  const cached = cache.get(language);
  if (cached) return cached;
  try {
    const reply = await apiGet<SettingsReply>(`settings/${language}`);
    if (reply.status !== 200) return undefined;
    primeSettings(reply.settings);
    return reply.settings;
  } catch {
    return undefined;
  }
}

/** The settings of `language`, fetched when the language changes; the previous ones until then. */
export function useSettings(language: LanguageCode): Settings | undefined {
  const [settings, setSettings] = useState(() => cache.get(language));
  useEffect(() => {
    let current = true;
    void loadSettings(language).then((next) => {
      if (current && next) setSettings(next);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return settings;
}
