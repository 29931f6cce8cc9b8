import { pathTo, type LanguageCode } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { requestLanguage } from '../../infra/language';
import { getSettings } from './settings-repository';

/**
 * A page's absolute URL in a language (what messages link to), on the origin the request came to:
 * `path` without the language prefix, which the settings' languages give: a table page's as pathTo
 * writes it ('/giftcard/{token}'), or a product's stored url_path ('women/coats/x').
 */
export async function siteUrl(db: Db, request: FastifyRequest): Promise<(language: LanguageCode, path: string) => string> {
  const languages = (await getSettings(db, requestLanguage(request)))?.languages ?? [];
  const origin = `${request.protocol}://${request.host}`;
  return (language, path) => {
    const prefix = languages.find((entry) => entry.code === language)?.url;
    return `${origin}${prefix ? `/${prefix}` : ''}${path.startsWith('/') ? path : `/${path}`}`;
  };
}

/** The shared order page of an order (its share token), in a language. */
export async function sharedOrderUrl(db: Db, request: FastifyRequest): Promise<(language: LanguageCode, token: string) => string> {
  const url = await siteUrl(db, request);
  return (language, token) => url(language, pathTo('shared-order', { token }));
}

/** The welcome page of a gift card (its link's token), in a language. */
export async function giftcardUrl(db: Db, request: FastifyRequest): Promise<(language: LanguageCode, token: string) => string> {
  const url = await siteUrl(db, request);
  return (language, token) => url(language, pathTo('giftcard', { token }));
}
