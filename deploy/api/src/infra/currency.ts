import { CURRENCY_HEADER, offeredCurrency, type CurrencyCode } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

// Requests whose reply depends on the header: a shared cache must keep one copy per currency (http-cache.ts).
const readCurrency = new WeakSet<FastifyRequest>();

/** The currency of the x-currency header when it is one of `offered`; else the first offered (the default). */
export function pickCurrency(value: string | string[] | undefined, offered: readonly CurrencyCode[]): CurrencyCode {
  return offeredCurrency(Array.isArray(value) ? value[0] : value, offered) ?? offered[0]!;
}

/** The raw x-currency header the api-client sends; reading it makes the reply vary by it. */
export function currencyHeader(request: FastifyRequest): string | string[] | undefined {
  readCurrency.add(request);
  return request.headers[CURRENCY_HEADER];
}

/** Whether the request's reply was made in the currency of its header (so it varies by it). */
export const readsCurrencyHeader = (request: FastifyRequest): boolean => readCurrency.has(request);
