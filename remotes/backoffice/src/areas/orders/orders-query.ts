import { ORDER_STATUSES, PAYMENT_METHOD_CODES, type AdminOrdersQuery } from '@shop/contracts';

// The orders list's filters live in the URL (a view can be shared and reloaded): read from its
// query leniently (a value the API would refuse is dropped, not sent), written back as typed.

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The filters and page a URL query names. */
export function ordersQueryOf(search: URLSearchParams): AdminOrdersQuery {
  const page = Number(search.get('page'));
  const customer = search.get('customer')?.trim();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return {
    status: oneOf(ORDER_STATUSES, search.get('status')),
    payment: oneOf(PAYMENT_METHOD_CODES, search.get('payment')),
    customer: customer ? customer.slice(0, 254) : undefined,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined,
  };
}
