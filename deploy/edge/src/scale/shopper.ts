/**
 * A shopper over HTTP, as a browser goes through the shop: a cookie jar (the session and its XSRF
 * token), JSON calls, and which edge answered each (the balancer's X-Edge header). For the
 * several-edges tests and benchmark.
 */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  edge: string | undefined;
}

let addresses = 0;

export class HttpShopper {
  private readonly cookies = new Map<string, string>();
  /** The edges that answered, in order. */
  readonly edges: Array<string | undefined> = [];
  /** This shopper's own address, told to the edges the way the balancer tells a real one's. */
  readonly ip = `10.9.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`;

  constructor(private readonly base: string) {}

  /** The session id inside the signed `sid` cookie (`<id>.<signature>`). */
  get sessionId(): string | undefined {
    const signed = this.cookies.get('sid');
    return signed === undefined ? undefined : decodeURIComponent(signed).split('.')[0];
  }

  get xsrf(): string {
    return this.cookies.get('XSRF-TOKEN') ?? '';
  }

  async get<T = Record<string, unknown>>(path: string): Promise<Answer<T>> {
    return this.call<T>('GET', path);
  }

  async post<T = Record<string, unknown>>(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
    return this.call<T>('POST', path, body, headers);
  }

  /** GET /api/session: the session cookie and its XSRF token. */
  async start(): Promise<this> {
    const answer = await this.get('/api/session');
    if (answer.status !== 200 || !this.xsrf) throw new Error(`no session: ${answer.status}`);
    return this;
  }

  private async call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await fetch(this.base + path, {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json', 'x-xsrf-token': this.xsrf } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const edge = response.headers.get('x-edge') ?? undefined;
    this.edges.push(edge);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: an HTML page or a balancer's error page, kept as text.
    }
    return { status: response.status, body: parsed as T, edge };
  }
}
