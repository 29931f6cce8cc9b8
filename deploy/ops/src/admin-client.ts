import { XSRF_COOKIE, XSRF_HEADER } from '@shop/contracts';

/** What went wrong, as a person should read it; the CLI prints the message and exits 1. */
export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsError';
  }
}

export interface ClientOptions {
  /** The shop's origin, e.g. http://localhost:8080. */
  url: string;
  /** An API token (`Authorization: Bearer`), from $SHOP_TOKEN. */
  token?: string;
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;

/**
 * The admin API over HTTP (shared/contracts/src/admin.ts). Every call sends the API token; a
 * reply outside 200 becomes an OpsError that says what to do: set a token, which role is needed,
 * the API's error code and message.
 */
export class AdminClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: ClientOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
    const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined).map(([key, value]) => [key, String(value)]));
    return this.call<T>('GET', `${path}${search.size ? `?${search}` : ''}`);
  }

  /** A GET whose 200 is a file (text), not a JSON reply. */
  async getText(path: string): Promise<string> {
    const response = await this.withToken('GET', path);
    if (response.status !== 200) await this.replyOf(response);
    return response.text();
  }

  post<T>(path: string, body: Json): Promise<T> {
    return this.call<T>('POST', path, body);
  }

  /**
   * POST /api/admin/setup, which has no credentials yet: like a browser, it takes a session
   * (GET /api/session) and sends its XSRF token.
   */
  async setup<T>(body: Json): Promise<T> {
    const session = await this.send('GET', '/api/session');
    const cookies = session.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    const xsrf = cookies.find((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`))?.slice(XSRF_COOKIE.length + 1);
    if (!xsrf) throw new OpsError(`${this.options.url} gave no session: is it the shop?`);
    return this.replyOf<T>(await this.send('POST', '/api/admin/setup', body, { cookie: cookies.join('; '), [XSRF_HEADER]: decodeURIComponent(xsrf) }));
  }

  private async call<T>(method: string, path: string, body?: Json): Promise<T> {
    return this.replyOf<T>(await this.withToken(method, path, body));
  }

  /** A call of the admin API with the API token. */
  private withToken(method: string, path: string, body?: Json): Promise<Response> {
    if (!this.options.token) throw new OpsError('No API token: set SHOP_TOKEN (`pnpm ops setup` makes the first admin\'s; an admin makes more with `pnpm ops tokens create`).');
    return this.send(method, `/api/admin${path}`, body, { authorization: `Bearer ${this.options.token}` });
  }

  private async send(method: string, path: string, body?: Json, headers: Record<string, string> = {}): Promise<Response> {
    const url = new URL(path, this.options.url);
    try {
      return await this.fetch(url, {
        method,
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      throw new OpsError(`Cannot reach ${url.origin} (${(error as Error).message}): is the shop running? (--url or $SHOP_URL)`);
    }
  }

  private async replyOf<T>(response: Response): Promise<T> {
    const body = await response.json().catch(() => ({})) as { status?: number; error?: string; message?: string; errors?: Array<{ line: number; column: string; reason: string }> };
    if (response.status === 200) return body as T;
    // A refused import lists its bad rows: the message names them all.
    if (body.errors?.length) throw new OpsError(`${body.message ?? body.error}\n${body.errors.map((error) => `  line ${error.line}${error.column ? `, ${error.column}` : ''}: ${error.reason}`).join('\n')}`);
    const detail = body.message ?? body.error ?? `HTTP ${response.status}`;
    if (response.status === 401) throw new OpsError(`Not authorized: ${detail}. Set SHOP_TOKEN to an API token.`);
    if (response.status === 403) throw new OpsError(`Refused: ${detail}.`);
    if (response.status === 429) throw new OpsError(`Too many requests: try again in ${response.headers.get('retry-after') ?? 'a while'} s.`);
    throw new OpsError(`${body.error ?? `HTTP ${response.status}`}${body.message && body.message !== body.error ? `: ${body.message}` : ''}`);
  }
}
