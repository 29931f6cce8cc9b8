import { access, readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginOptions,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import { addVary, apiErrorReply, CACHE_RULES, apiFrameworkErrors, isDatabaseUnavailable, refuseUnparsableRequest, rootCause } from '@shop/api';
import { CURRENCY_HEADER, DEFAULT_LANGUAGE, LANGUAGE_HEADER, type LanguageCode, type Registry, type Settings } from '@shop/contracts';
import { FileEventStore, hasCanary, registryMapFor, RemoteRegistry, type Environment } from '@shop/registry';
import { inProcessApiGet, upstreamApiGet, type ApiGet } from './api-get';
import { PAGE, PER_VISITOR, REVALIDATE } from './cache-rules';
import { renderShellHtml } from './html';
import { FALLBACK_LANGUAGES, languageOfPath } from './language';
import { firstView, FirstViewUnavailable, type FirstView } from './first-view';
import { markKept, sendUnavailable, ServedRegistry } from './database-away';
import { leadImage, RemotePreloads, shellTextsPreload, type Preload } from './preload';
import { registerRemoteOverride, withRemoteOverride } from './remote-override';
import { registerSeoFiles, siteOrigin } from './seo-files';
import { seoTags } from './seo-tags';
import { securityHeaders } from './security-headers';
import { cachedSettings, settingsFromReply, type SettingsFetcher } from './settings-cache';
import { currencyOfPageUrl } from './currency-return';
import { registerStaticFiles, REMOTES_PREFIX, SHELL_PREFIX } from './static-files';
import { registerValidators } from './validators';
import { PageCache } from './page-cache';
import { EncodedPage, registerPageEncodings, sendEncoded } from './page-encodings';
import { planRender } from './render/plan-render';
import { PageRenderer, type RendererOptions } from './render/renderer';
import { visitorId } from './visitor';

/** The API in this process (default) or another server's, proxied (API_URL). */
export type ApiMount<O extends FastifyPluginOptions> =
  | { plugin: FastifyPluginAsync<O>; options: O }
  | { upstream: string };

export interface EdgeOptions<O extends FastifyPluginOptions> {
  /** The shell build: index.html plus its assets, served under /assets/shell/. */
  shellDir: string;
  /** `$DATA_DIR/registry`: published remote builds (and the history, unless `registry` keeps it elsewhere). */
  registryRoot: string;
  /** What is live and in canary; default the history file under `registryRoot`. */
  registry?: RemoteRegistry;
  /** Whose live versions this edge serves (REGISTRY_ENV); default `local`. */
  environment?: Environment;
  api: ApiMount<O>;
  /** Serve this registry instead of the live one (pnpm dev: remotes from their dev servers). */
  devRegistry?: Registry;
  /** Origins added to the CSP for `devRegistry`. */
  devOrigins?: string[];
  /** Honour a browser's `?remote-override=` (remote-override.ts): never in production. Default off. */
  remoteOverrides?: boolean;
  /** The shop's public origin for sitemaps and robots.txt (PUBLIC_URL); default: each request's protocol and Host. */
  publicUrl?: string;
  /** How long settings inlined into the HTML are reused per language. */
  settingsTtlMs?: number;
  /** How long a page the edge made is sent again without being made anew (page-cache.ts); default 10 s. */
  pageCacheTtlMs?: number;
  /** Server rendering of public pages (render/renderer.ts); `false` sends every page client-rendered. Default on. */
  serverRender?: RendererOptions | false;
  logger?: FastifyServerOptions['logger'];
  /** The balancers whose X-Forwarded-* headers are believed (TRUST_PROXY, env.ts). Default none. */
  trustProxy?: string;
  /**
   * The version of the shop's data that pages show, when the API runs in this process (its
   * listing index's catalogue and review versions): part of a kept page's key, so a change made
   * through another edge replaces the pages as soon as this edge's index has followed it.
   */
  dataVersion?: () => string | undefined;
}

/** Where pages send their vitals (the API's domains/rum). */
const RUM_BEACON_PATH = '/api/rum';

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix.replace(/\/$/, '') || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** The edge: the shell, every published remote build, the live registry and the API, on one port. */
export async function buildEdge<O extends FastifyPluginOptions>(options: EdgeOptions<O>): Promise<FastifyInstance> {
  const { shellDir, registryRoot, api } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // A URL Fastify cannot decode: the API's envelope under /api, a plain 400 elsewhere.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (isUnder(request.url.split('?')[0]!, '/api')) return apiFrameworkErrors(error, request, reply);
      void reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    },
    clientErrorHandler: refuseUnparsableRequest,
  });
  // Errors outside the API's own routes: its envelope under /api, elsewhere a plain status text,
  // never the error's message (it may name files or internals). The database away (PostgreSQL
  // restarting) is a 503 to retry, as the API answers it, not a 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isUnder(pathOf(request), '/api')) return apiErrorReply(error, request, reply);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ url: request.url, cause: rootCause(error) }, 'the database is unavailable');
      return sendUnavailable(reply);
    }
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(STATUS_CODES[status]);
  });
  const headers = securityHeaders(options.devOrigins);
  const remoteRegistry = options.registry ?? new RemoteRegistry(registryRoot, new FileEventStore(registryRoot));
  if (!options.registry) app.addHook('onClose', () => remoteRegistry.close());
  const servedRegistry = new ServedRegistry(remoteRegistry, options.environment ?? 'local', app.log);

  /**
   * The registry map for this request. While a canary runs it is the visitor's own (their id
   * cookie picks the side, see @shop/registry canary.ts), so the reply must not be shared: it
   * goes out private, with Vary: Cookie. Otherwise it is everyone's and any cache may keep it.
   * While the registry's database is away, the release set read last (database-away.ts).
   */
  async function registryFor(request: FastifyRequest, reply: FastifyReply): Promise<{ map: Registry; perVisitor: boolean }> {
    if (options.devRegistry) return { map: options.devRegistry, perVisitor: false };
    const { deployments, kept } = await servedRegistry.deployments();
    if (kept) markKept(reply, 'release-set');
    if (!hasCanary(deployments)) return { map: registryMapFor(deployments), perVisitor: false };
    addVary(reply, 'cookie');
    return { map: registryMapFor(deployments, visitorId(request, reply)), perVisitor: true };
  }

  // Set before any handler runs, so a route that needs another policy (API docs) can replace it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  if (options.remoteOverrides) registerRemoteOverride(app, { devOrigins: options.devOrigins });
  // ETag and 304 for the edge's own cacheable replies (pages, registry map, SEO files); before compression.
  registerValidators(app);
  // After the validators: a page sent again goes out as the bytes it was compressed to once.
  registerPageEncodings(app);
  // Built files first: they are sent precompressed, and compress hooks only the routes after it.
  await registerStaticFiles(app, { shellDir, registryRoot });
  // Replies made per request (pages, the API, the registry map) are compressed as they go.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });

  if ('upstream' in api) {
    await app.register(httpProxy, { upstream: api.upstream, prefix: '/api', rewritePrefix: '/api' });
  } else {
    await app.register(api.plugin as FastifyPluginAsync, { ...api.options, prefix: '/api' });
  }

  app.get('/remotes.json', async (request, reply) => {
    const { map, perVisitor } = await registryFor(request, reply);
    reply.header('cache-control', perVisitor ? PER_VISITOR : REVALIDATE);
    return withRemoteOverride(request, map);
  });

  const apiGet = (timeoutMs: number): ApiGet => ('upstream' in api ? upstreamApiGet(api.upstream, timeoutMs) : inProcessApiGet(app));
  const settingsGet = apiGet(5000);
  const fetchSettings: SettingsFetcher = async (language, currency) => {
    const answer = await settingsGet(`/api/settings/${language}`, { [LANGUAGE_HEADER]: language, ...(currency ? { [CURRENCY_HEADER]: currency } : {}) });
    return settingsFromReply(answer.statusCode, answer.body.toString('utf8'));
  };
  const settingsFor = cachedSettings(fetchSettings, options.settingsTtlMs ?? 10_000);

  // A sitemap file is up to 30 MB of XML: a slow upstream gets longer than the settings do.
  registerSeoFiles(app, { apiGet: apiGet(60_000), publicUrl: options.publicUrl });

  const remotePreloads = new RemotePreloads(registryRoot);
  const pageGet = apiGet(5000);
  const renderer = options.serverRender === false ? undefined : new PageRenderer(options.serverRender);
  if (renderer) app.addHook('onClose', () => renderer.close());

  /** Whether the shell build has start.js (shell builds before it do not): read when a page is made, as its index.html is. */
  const hasStartScript = () => access(join(shellDir, 'start.js')).then(() => true, () => false);

  /**
   * The page rendered for its release set, or no body with the reason in `x-render` and the log;
   * `transient` when the render failed (the page is then not kept: the next one may render).
   */
  async function serverRendered(request: FastifyRequest, reply: FastifyReply, input: Omit<Parameters<typeof planRender>[0], 'shellDir' | 'registryRoot'>) {
    if (!renderer) return { transient: false };
    const plan = planRender({ ...input, shellDir, registryRoot });
    const outcome = 'job' in plan ? await renderer.render(plan.job) : { fallback: plan.skip };
    if ('html' in outcome) {
      reply.header('x-render', outcome.cached ? 'server; cached' : 'server');
      // What the render cost (the browser's network panel and the render benchmark read it).
      reply.header('server-timing', `render;dur=${outcome.ms.toFixed(1)}${outcome.cached ? ';desc="cached"' : ''}`);
      return { body: outcome.html, transient: false };
    }
    reply.header('x-render', `client; ${outcome.fallback}`.replace(/[^\x20-\x7e]/g, '?').slice(0, 300));
    if ('job' in plan) request.log.warn({ url: request.url, reason: outcome.fallback }, 'page sent client-rendered');
    return { transient: 'job' in plan };
  }

  const pages = new PageCache(options.pageCacheTtlMs);
  // Any write may change what a page shows (stock, reviews, settings): pages made before it go.
  // A page's vitals beacon changes nothing a page shows, nor does a write that found the database
  // away (503), whose pages are what the edge sends until it is back.
  app.addHook('onResponse', async (request, reply) => {
    const path = pathOf(request);
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD' && isUnder(path, '/api') && path !== RUM_BEACON_PATH;
    if (isWrite && reply.statusCode !== 503) pages.clear();
  });
  /** The headers a page sets for itself, which a cached copy sends again. */
  const PAGE_HEADERS = ['cache-control', 'x-render', 'server-timing'];

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const template = await readFile(join(shellDir, 'index.html'), 'utf8').catch(() => undefined);
    if (template === undefined) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The shell is not built yet: run `npm start` (or `pnpm --filter @shop/shell build`).');
    }
    const defaults = (await settingsFor(DEFAULT_LANGUAGE)) as Settings | undefined;
    const { language, rest } = languageOfPath(pathOf(request), defaults?.languages ?? FALLBACK_LANGUAGES);
    // The URL names the page's currency unless it is the default: its prices, and the settings' amounts, come in it.
    const currency = currencyOfPageUrl(request.url, (defaults as Partial<Settings> | undefined)?.currencies ?? []);
    const settings = language === DEFAULT_LANGUAGE && !currency ? defaults : await settingsFor(language as LanguageCode, currency);
    const { map, perVisitor } = await registryFor(request, reply);
    const live = withRemoteOverride(request, map);
    const origin = siteOrigin(request, options.publicUrl);
    // A developer's override is their own browser's page: never kept.
    const key = live === map ? [JSON.stringify(live), request.url, language, origin, template, options.dataVersion?.() ?? ''].join('\0') : undefined;
    const cached = key === undefined ? undefined : pages.get(key);
    if (cached) {
      sendEncoded(request, cached.body);
      return reply.code(cached.status).headers(cached.headers).type('text/html; charset=utf-8').send(cached.body.html);
    }

    // The page's own first call, made here: its reply is inlined, its status is the page's.
    let view: FirstView | undefined;
    try {
      view = await firstView(pageGet, { language, currency }, request.url, rest);
    } catch (error) {
      if (error instanceof FirstViewUnavailable) return sendKeptOrUnavailable(request, reply, key);
      request.log.error({ err: error }, 'the page\'s first data could not be read');
    }
    const head = seoTags({ origin, language, rest, settings: settings as Partial<Settings> | undefined, view });
    const lead = leadImage(view?.block);
    const preload = [...(lead ? [lead] : []), ...(await shellTextsPreload(shellDir, language as LanguageCode)), ...(view ? remotePreloads.forPage(view.page, live) : [])];
    const { body, transient } = await serverRendered(request, reply, { registry: live, view, url: request.url, language, settings: settings as Settings | undefined });
    // A rendered page is painted before its remote loads: the remote's CSS is linked, not only preloaded.
    const stylesheets = body === undefined ? [] : preload.filter((hint) => hint.as === 'style').map((hint) => hint.href);
    // Nor does its paint wait on the remote's script and data, which only hydrate it: the lead image
    // comes first, and a shell with start.js fetches the rest only once the page is painted.
    const hints = body === undefined ? preload : preload.flatMap((hint): Preload[] => (hint.as === 'style' ? [] : hint.as === 'image' ? [hint] : [{ ...hint, priority: 'low' }]));
    const startAfterPaint = body !== undefined && (await hasStartScript());
    const html = renderShellHtml(template, { language, registry: live, settings, page: view?.block, preload: hints, head, body, stylesheets, startAfterPaint });
    const status = view?.status ?? 200;
    // One shopper's own page (the cart, the account, the back office) is never kept by a shared cache or the browser.
    reply.code(status).header('cache-control', view?.personal ? CACHE_RULES.personal : perVisitor ? PER_VISITOR : PAGE).type('text/html; charset=utf-8');
    // A page made without its data or with a render that failed is not kept: the next one may do better.
    if (key !== undefined && view && settings && !transient) {
      const headers = Object.fromEntries(PAGE_HEADERS.flatMap((name) => (reply.hasHeader(name) ? [[name, String(reply.getHeader(name))]] : [])));
      pages.set(key, { status, headers: { ...headers, 'x-render': `${headers['x-render'] ?? ''}; page cached`.replace(/^; /, '') }, body: new EncodedPage(html) });
    }
    return reply.send(html);
  }

  /**
   * A page whose data is away for now (the database restarting): the page made before, however
   * old, or a 503 with Retry-After. Never a page without its data that a cache would then keep.
   */
  function sendKeptOrUnavailable(request: FastifyRequest, reply: FastifyReply, key: string | undefined) {
    const kept = key === undefined ? undefined : pages.kept(key);
    request.log.warn({ url: request.url }, kept ? "the page's data is unavailable: the page made before is sent" : "the page's data is unavailable: 503");
    if (!kept) return sendUnavailable(reply);
    markKept(reply, 'page');
    sendEncoded(request, kept.body);
    return reply.code(kept.status).headers(kept.headers).type('text/html; charset=utf-8').send(kept.body.html);
  }

  async function pageOrNotFound(request: FastifyRequest, reply: FastifyReply) {
    const path = pathOf(request);
    if (isUnder(path, '/api')) {
      return reply.code(404).send({ status: 404, error: 'not_found', message: `No API route ${request.method} ${path}` });
    }
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || isUnder(path, SHELL_PREFIX) || isUnder(path, REMOTES_PREFIX)) {
      // A missing asset must fail as such (the shell's retry and fallback handle it), not as HTML.
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    }
    // Every other path is a page: the shell's router decides what it shows, 404 screen included.
    return sendShell(request, reply);
  }

  // Pages are a route of their own, because compress hooks routes and never the not-found handler;
  // the not-found handler still answers other methods and the files the static routes do not have.
  app.get('/*', pageOrNotFound);
  app.setNotFoundHandler(pageOrNotFound);

  return app;
}

