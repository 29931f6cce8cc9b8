/** @jest-environment node */
import { apiGet, apiPost, configureApiClient } from './client';
import { ApiError, ERROR_NOTICE } from './status-rules';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = jest.fn<Promise<Response>, [Request]>();
const notify = jest.fn();
let language = 'en-gb';
let currency: string | undefined;

beforeAll(() => {
  configureApiClient({
    prefixUrl: 'http://shop.test/api',
    fetch: fetchMock as unknown as typeof fetch,
    notify,
    getLanguage: () => language,
    getCurrency: () => currency,
  });
});

// The clock moves a minute between tests: each test's first failure starts a burst of its own.
let clock = 0;
beforeEach(() => {
  clock += 60_000;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  fetchMock.mockReset();
  notify.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  language = 'en-gb';
  currency = undefined;
  // Node has no document: give the client the cookie string a browser would.
  (globalThis as { document?: unknown }).document = { cookie: 'sid=hidden; XSRF-TOKEN=tok%3Aen123' };
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { document?: unknown }).document;
});

const lastRequest = () => fetchMock.mock.calls.at(-1)![0];

// The body must be read while the request is in flight (ky keeps a clone of it for retries).
let sentBody: unknown;
const answerJson = (body: unknown) =>
  fetchMock.mockImplementation(async (request) => {
    const text = await request.text();
    sentBody = text === '' ? undefined : JSON.parse(text);
    return json(body);
  });

describe('spec §8 status rules', () => {
  it('returns a 200 body', async () => {
    fetchMock.mockResolvedValue(json({ status: 200, total: 3 }));
    await expect(apiGet<{ status: 200; total: number }>('blog/posts/1')).resolves.toEqual({ status: 200, total: 3 });
    expect(notify).not.toHaveBeenCalled();
  });

  it('returns a 400 body for the caller to handle', async () => {
    fetchMock.mockResolvedValue(json({ status: 400, error: 'not_found' }, 400));
    await expect(apiGet('blog/post/nope')).resolves.toEqual({ status: 400, error: 'not_found' });
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    ['HTTP 500', () => json({ status: 500, error: 'internal' }, 500)],
    ['HTTP 403 (XSRF)', () => json({ status: 403, error: 'xsrf' }, 403)],
    ['HTTP 200 with body status 500', () => json({ status: 500 })],
    ['HTTP 200 without a JSON body', () => new Response('<html>', { status: 200 })],
  ])('%s → notice, log and throw', async (_name, reply) => {
    fetchMock.mockResolvedValue(reply());
    await expect(apiGet('settings/ru-ru')).rejects.toBeInstanceOf(ApiError);
    expect(notify).toHaveBeenCalledWith(ERROR_NOTICE);
    expect(console.error).toHaveBeenCalled();
  });

  it('says nothing for a 429: the form that met it says "too many tries" in place', async () => {
    fetchMock.mockImplementation(async () => json({ status: 429, error: 'too_many_requests' }, 429));
    await expect(apiGet('search/complete/x')).rejects.toBeInstanceOf(ApiError);
    expect(notify).not.toHaveBeenCalled();
  });

  it('gives a burst of failures one notice, and a failure after a quiet spell another', async () => {
    fetchMock.mockImplementation(async () => json({ status: 500, error: 'internal' }, 500));
    await Promise.allSettled([apiGet('settings/ru-ru'), apiGet('blog/posts/1'), apiGet('promo_legacy/product-newest')]);
    clock += 4_000;
    await apiGet('menu').catch(() => undefined);
    expect(notify).toHaveBeenCalledTimes(1);
    clock += 4_000;
    await apiGet('menu').catch(() => undefined);
    // Still the same outage: each failure extends the burst.
    expect(notify).toHaveBeenCalledTimes(1);
    clock += 6_000;
    await apiGet('menu').catch(() => undefined);
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('rethrows a network error after logging URL, message and stack, without the notice', async () => {
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(failure);
    await expect(apiGet('blog/posts/1')).rejects.toBe(failure);
    expect(notify).not.toHaveBeenCalled();
    const [message, stack] = (console.error as jest.Mock).mock.calls[0] as [string, string];
    expect(message).toContain('http://shop.test/api/blog/posts/1');
    expect(message).toContain('Failed to fetch');
    expect(stack).toBe(failure.stack);
  });
});

describe('headers and request shape', () => {
  it('sends the language on every request and no XSRF header on GET', async () => {
    fetchMock.mockResolvedValue(json({ status: 200 }));
    await apiGet('/blog/posts/1/21');
    const request = lastRequest();
    expect(request.url).toBe('http://shop.test/api/blog/posts/1/21');
    expect(request.method).toBe('GET');
    expect(request.headers.get('x-language')).toBe('en-gb');
    expect(request.headers.get('x-xsrf-token')).toBeNull();
    expect(request.credentials).toBe('include');
  });

  it('follows the current language', async () => {
    fetchMock.mockResolvedValue(json({ status: 200 }));
    language = 'ka-ge';
    await apiGet('settings/ka-ge');
    expect(lastRequest().headers.get('x-language')).toBe('ka-ge');
  });

  it('sends the visitor\'s currency once there is one, so prices come in it', async () => {
    fetchMock.mockImplementation(async () => json({ status: 200 }));
    await apiGet('promo_legacy/product-newest');
    expect(lastRequest().headers.get('x-currency')).toBeNull();
    currency = 'GEL';
    await apiGet('cart/v2/');
    expect(lastRequest().headers.get('x-currency')).toBe('GEL');
  });

  it('sends the XSRF cookie back in X-XSRF-TOKEN on POST, with a JSON body', async () => {
    answerJson({ status: 200, page: {} });
    await apiPost('indexedpages/get/en-gb', { url_path: 'delivery' });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('tok:en123');
    expect(request.headers.get('content-type')).toContain('application/json');
    expect(sentBody).toEqual({ url_path: 'delivery' });
  });

  it('sends the headers a POST names (an order\'s Idempotency-Key) beside its own', async () => {
    answerJson({ status: 200, result: { order_id: 1 } });
    await apiPost('cart/v2/create-order', { firstname: 'Anna' }, { headers: { 'Idempotency-Key': 'key-123456' } });
    const request = lastRequest();
    expect(request.headers.get('Idempotency-Key')).toBe('key-123456');
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('tok:en123');
    expect(sentBody).toEqual({ firstname: 'Anna' });
  });

  it('sends an empty JSON object when a POST has no body', async () => {
    answerJson({ status: 200 });
    await apiPost('account/logout');
    expect(sentBody).toEqual({});
  });
});

describe('the session a POST needs', () => {
  type Route = (request: Request) => Response | Promise<Response>;
  /** Bodies of the POSTs sent, read as each was sent; the replies of GET /api/session. */
  let bodies: unknown[] = [];
  let sessionReplies: Response[] = [];
  beforeEach(() => {
    bodies = [];
    sessionReplies = [];
  });
  /** A fake API: GET /api/session sets the token cookie (as the browser would from Set-Cookie); other requests go to `answer`. */
  function fakeApi(answer: Route, token = 'fresh-token') {
    fetchMock.mockImplementation(async (request) => {
      if (request.method === 'GET' && request.url === 'http://shop.test/api/session') {
        await new Promise((resolve) => setTimeout(resolve, 5));
        (globalThis as { document?: { cookie: string } }).document = { cookie: `sid=new; XSRF-TOKEN=${token}` };
        const reply = json({ status: 200 });
        sessionReplies.push(reply);
        return reply;
      }
      if (request.method === 'POST') bodies.push(JSON.parse(await request.text()));
      return answer(request);
    });
  }
  const calls = () => fetchMock.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`);
  const noCookies = () => { (globalThis as { document?: unknown }).document = { cookie: '' }; };

  it('is started with GET /api/session before the first POST when the page has no XSRF token', async () => {
    noCookies();
    fakeApi(() => json({ status: 200, result: 'success' }));
    await expect(apiPost('email/subscribe', { email: 'a@example.com' })).resolves.toEqual({ status: 200, result: 'success' });
    expect(calls()).toEqual(['GET /api/session', 'POST /api/email/subscribe']);
    expect(lastRequest().headers.get('x-xsrf-token')).toBe('fresh-token');
    // Read to its end: a browser counts an unread reply as still loading (the page never goes idle).
    expect(sessionReplies.map((reply) => reply.bodyUsed)).toEqual([true]);
  });

  it('is started once for POSTs sent together', async () => {
    noCookies();
    fakeApi(() => json({ status: 200 }));
    await Promise.all([apiPost('cart/v2/add', {}), apiPost('wishlist/get'), apiPost('indexedproducts/get/ru-ru', {})]);
    expect(calls().filter((call) => call === 'GET /api/session')).toHaveLength(1);
    expect(fetchMock.mock.calls.filter(([request]) => request.method === 'POST').map(([request]) => request.headers.get('x-xsrf-token')))
      .toEqual(['fresh-token', 'fresh-token', 'fresh-token']);
  });

  it('is not asked for when the page already has a token, nor for a GET', async () => {
    fakeApi(() => json({ status: 200 }));
    await apiPost('account/logout');
    noCookies();
    await apiGet('settings/ru-ru');
    expect(calls()).toEqual(['POST /api/account/logout', 'GET /api/settings/ru-ru']);
  });

  it('is started again after a 403 xsrf (an expired or rotated session), and the POST retried once', async () => {
    fakeApi((request) => (request.headers.get('x-xsrf-token') === 'fresh-token' ? json({ status: 200, ok: 1 }) : json({ status: 403, error: 'xsrf' }, 403)));
    await expect(apiPost('cart/v2/add', { product_id: 1 })).resolves.toEqual({ status: 200, ok: 1 });
    expect(calls()).toEqual(['POST /api/cart/v2/add', 'GET /api/session', 'POST /api/cart/v2/add']);
    expect(bodies).toEqual([{ product_id: 1 }, { product_id: 1 }]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('retries only once: a second 403 is a failure with the notice', async () => {
    fakeApi(() => json({ status: 403, error: 'xsrf' }, 403));
    await expect(apiPost('cart/v2/add', {})).rejects.toBeInstanceOf(ApiError);
    expect(calls()).toEqual(['POST /api/cart/v2/add', 'GET /api/session', 'POST /api/cart/v2/add']);
    expect(notify).toHaveBeenCalledWith(ERROR_NOTICE);
  });

  it('does not retry a 403 for another reason', async () => {
    fakeApi(() => json({ status: 403, error: 'forbidden' }, 403));
    await expect(apiPost('cart/v2/add', {})).rejects.toBeInstanceOf(ApiError);
    expect(calls()).toEqual(['POST /api/cart/v2/add']);
  });
});
