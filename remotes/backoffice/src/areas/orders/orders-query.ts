import { CURRENCY_CODES, ORDER_STATUSES, PAYMENT_METHOD_CODES, type AdminOrdersQuery } from '@shop/contracts';

// The orders list's filters live in the URL (a view can be shared and reloaded): read from its
// query leniently (a value the API would refuse is dropped, not sent), written back as typed.

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** An order's id as a page's start (`before` or `after` it), or none. */
function cursorOf(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** The filters and page a URL query names. */
export function ordersQueryOf(search: URLSearchParams): AdminOrdersQuery {
  const customer = search.get('customer')?.trim();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return {
    status: oneOf(ORDER_STATUSES, search.get('status')),
    payment: oneOf(PAYMENT_METHOD_CODES, search.get('payment')),
    currency: oneOf(CURRENCY_CODES, search.get('currency')),
    customer: customer ? customer.slice(0, 254) : undefined,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
    before: cursorOf(search.get('before')),
    after: cursorOf(search.get('after')),
  };
}
