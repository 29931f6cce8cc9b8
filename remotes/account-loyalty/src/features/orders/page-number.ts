import { MAX_LISTING_PAGE } from '@shop/contracts';

/** The `?page=` of a list's URL: a whole number from 1 up; anything else (absent, 0, 'x', 2.5, huge) is page 1. */
export function pageNumber(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_LISTING_PAGE ? page : 1;
}
