import { ErrorReply, LanguageParams, SettingsReply } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { getSettings, requestCurrency, settingsIn } from './settings-repository';

export const settingsRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.get('/settings/:language', {
    schema: {
      tags: ['settings'],
      summary: 'Spec §3 settings groups of one language',
      description: 'Amounts (the minimum order) in the x-currency header\'s currency when the shop offers it, else the default; `currency` says which.',
      params: LanguageParams,
      response: { 200: SettingsReply, 400: ErrorReply },
    },
  }, async (request) => {
    const found = await getSettings(db, request.params.language);
    if (!found) throw new ApiError('not_found', 'Settings are not seeded');
    return { status: 200 as const, settings: settingsIn(found, await requestCurrency(db, request)) };
  });
};
