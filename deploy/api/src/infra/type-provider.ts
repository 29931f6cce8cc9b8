import type { FastifyTypeProvider } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * Types route handlers from the @sinclair/typebox schemas in @shop/contracts.
 * (@fastify/type-provider-typebox 6 targets the newer `typebox` 1.x package, whose types do not
 * read 0.34 schemas; the provider is these few lines.)
 */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}
