import { Type, type TSchema, type Static } from '@sinclair/typebox';

/**
 * Spec §8: every reply is JSON with `status` 200 or 400. A 400 carries an `error` code;
 * anything else (401/403/404/5xx with another shape) is a real failure.
 */
export const ErrorReply = Type.Object({
  status: Type.Literal(400),
  error: Type.String({ description: 'Spec §8 error code, e.g. not_found, invalid_email, validation' }),
  message: Type.Optional(Type.String()),
});
export type ErrorReply = Static<typeof ErrorReply>;

/**
 * Failures outside the §8 envelope: 403 `{status:403,error:'xsrf'}` when a POST lacks the XSRF
 * header, 404 `{status:404,error:'not_found'}` for an unknown API route or image.
 */
export const FailureReply = Type.Object({
  status: Type.Integer(),
  error: Type.String(),
  message: Type.Optional(Type.String()),
});
export type FailureReply = Static<typeof FailureReply>;

/** A 200 reply: `{ status: 200, ...fields }`. */
export const Ok = <T extends Record<string, TSchema>>(fields: T) =>
  Type.Object({ status: Type.Literal(200), ...fields });

export const LanguageCode = Type.Union([Type.Literal('ru-ru'), Type.Literal('en-gb'), Type.Literal('ka-ge')]);
export type LanguageCode = Static<typeof LanguageCode>;

export const CurrencyCode = Type.Union([Type.Literal('USD'), Type.Literal('RUB'), Type.Literal('GEL')]);
export type CurrencyCode = Static<typeof CurrencyCode>;

