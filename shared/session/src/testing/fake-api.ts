import { ApiError, apiGet, apiPost } from '@shop/api-client';
import { EMPTY_CART, type Cart, type CartReply, type CustomerSummary } from '@shop/contracts';

// Test double of the API behind @shop/api-client. A test file mocks the client first:
//   jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));
// Unanswered paths behave as the real client does for a missing endpoint: it rejects with ApiError 404.

type Handler = (body: unknown) => unknown;

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export function fakeApi() {
  const routes = new Map<string, Handler>();
  const calls: Call[] = [];

  async function handle(method: Call['method'], path: string, body?: unknown): Promise<never> {
    calls.push(method === 'GET' ? { method, path } : { method, path, body });
    const route = routes.get(`${method} ${path}`);
    if (!route) throw new ApiError(`http://shop.test/api/${path}`, 404, { status: 404, error: 'not_found' });
    return (await route(body)) as never;
  }

  jest.mocked(apiGet).mockImplementation((path) => handle('GET', path));
  jest.mocked(apiPost).mockImplementation((path, body) => handle('POST', path, body));

  return {
    calls,
    /** Answers `method path` with a reply, or with what the handler returns (throw for a failure). */
    on(method: Call['method'], path: string, answer: unknown) {
      routes.set(`${method} ${path}`, typeof answer === 'function' ? (answer as Handler) : () => answer);
    },
    paths: () => calls.map((call) => `${call.method} ${call.path}`),
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** A promise with its resolve outside, to hold a reply back while the test looks at the store. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const CUSTOMER: CustomerSummary = { id: 7, firstname: 'Nino', lastname: 'Beridze', email: 'nino@example.ge', telephone: '+995555123456' };

/** A server cart with `lines` (quantity each) and a promo code. */
export function serverCart(quantities: number[], extra: Partial<Cart> = {}): CartReply {
  const items = quantities.map((quantity, i) => ({ item_id: i + 1, product_id: 100 + i, sku: `SKU-${i + 1}`, option_value_id: 10 + i, quantity }));
  const products = quantities.map((_, i) => ({
    id: 100 + i, sku: `SKU-${i + 1}`, name: `Dress ${i + 1}`, url_path: `dress-${i + 1}`, image: `/api/media/product/${i + 1}-400.webp`, price: 199000, currency: 'RUB' as const,
    sizes: [{ option_value_id: 10 + i, code: 'm', label: 'M', stock: 'inStock' as const }],
  }));
  const total = quantities.reduce((sum, q) => sum + q * 199000, 0);
  return {
    status: 200,
    ...EMPTY_CART,
    cart: { items, totals: [{ code: 'subtotal', value: total }, { code: 'total', value: total }], orderId: null, additional: {} },
    products,
    promocode: 'SPRING',
    ...extra,
  };
}
