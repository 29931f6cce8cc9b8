import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_HEADER, type LanguageCode } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

/** The language a header value names; anything unknown falls back to the default (ru-ru). */
export function pickLanguage(value: string | string[] | undefined): LanguageCode {
  const first = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  return LANGUAGE_CODES.find((code) => code === first) ?? DEFAULT_LANGUAGE;
}

/** Language of a request from the `x-language` header the api-client sends. */
export const requestLanguage = (request: FastifyRequest): LanguageCode => pickLanguage(request.headers[LANGUAGE_HEADER]);
