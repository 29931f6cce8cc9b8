import { useEffect, useRef, useState } from 'react';
import type { Suggestion } from '@shop/contracts';
import { fetchSuggestions } from './api';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** The API answers shorter phrases with an empty list: not worth a request. */
export const SUGGEST_MIN_LENGTH = 2;

/**
 * Suggestions for `text`, fetched as it changes: debounced, and an answer that arrives after a
 * newer request was made is dropped (each request gets a sequence number; only the latest counts).
 * `key` (the language) refetches the same text. Until the first answer for a text arrives the
 * previous list stays, so the list does not flicker while typing.
 */
export function useSuggestions(text: string, enabled: boolean, key: string): Suggestion[] {
  const phrase = text.trim();
  const [items, setItems] = useState<Suggestion[]>([]);
  const sequence = useRef(0);

  useEffect(() => {
    sequence.current += 1;
    const mine = sequence.current;
    if (!enabled || phrase.length < SUGGEST_MIN_LENGTH) return undefined;
    const timer = window.setTimeout(() => {
      fetchSuggestions(phrase).then(
        (next) => {
          if (sequence.current === mine) setItems(next);
        },
        () => {
          // The api-client already logged it (and told the visitor if the server failed).
          if (sequence.current === mine) setItems([]);
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [phrase, enabled, key]);

  return phrase.length < SUGGEST_MIN_LENGTH ? [] : items;
}
