import { randomInt } from 'node:crypto';

/** How long a visitor keeps their variant: longer than any test runs. */
export const AB_BANNER_COOKIE_DAYS = 180;

/**
 * The variant a visitor sees: the one their cookie names while it is a variant of the running
 * test, else a fresh pick (`pick(n)` is 0…n-1, uniform by default). A cookie naming anything else
 * (an ended test, a typed value) simply gets a fresh pick; `fresh` says the cookie is to be set.
 */
export function variantFor<T extends { id: string }>(
  variants: readonly T[],
  cookie: string | undefined,
  pick: (count: number) => number = randomInt,
): { variant: T; fresh: boolean } | undefined {
  if (variants.length === 0) return undefined;
  const kept = variants.find((variant) => variant.id === cookie);
  if (kept) return { variant: kept, fresh: false };
  return { variant: variants[pick(variants.length)]!, fresh: true };
}
