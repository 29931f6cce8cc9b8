import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_HEADER, type LanguageCode } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

/** The language a header value names; anything unknown falls back to the default (ru-ru). */
export function pickLanguage(value: string | string[] | undefined): LanguageCode {
  const first = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  return LANGUAGE_CODES.find((code) => code === first) ?? DEFAULT_LANGUAGE;
}

// Requests whose reply depends on the header: a shared cache must keep one copy per language (http-cache.ts).
const readLanguage = new WeakSet<FastifyRequest>();

/** Language of a request from the `x-language` header the api-client sends. */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  readLanguage.add(request);
  return pickLanguage(request.headers[LANGUAGE_HEADER]);
}

/** Whether the request's reply was made in the language of its header (so it varies by it). */
export const readsLanguageHeader = (request: FastifyRequest): boolean => readLanguage.has(request);
