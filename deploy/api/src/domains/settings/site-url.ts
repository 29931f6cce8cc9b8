import type { LanguageCode } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { requestLanguage } from '../../infra/language';
import { getSettings } from './settings-repository';

/**
 * A page's absolute URL in a language (what messages link to), on the origin the request came to:
 * `path` without the language prefix, which the settings' languages give.
 */
export async function siteUrl(db: Db, request: FastifyRequest): Promise<(language: LanguageCode, path: string) => string> {
  const languages = (await getSettings(db, requestLanguage(request)))?.languages ?? [];
  const origin = `${request.protocol}://${request.host}`;
  return (language, path) => {
    const prefix = languages.find((entry) => entry.code === language)?.url;
    return `${origin}${prefix ? `/${prefix}` : ''}/${path}`;
  };
}

/** The shared order page of an order (its share token), in a language. */
export async function sharedOrderUrl(db: Db, request: FastifyRequest): Promise<(language: LanguageCode, token: string) => string> {
  const url = await siteUrl(db, request);
  return (language, token) => url(language, `order/shared/${token}`);
}
