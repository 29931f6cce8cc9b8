import { join } from 'node:path';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { ReleaseEnvironment } from '@shop/contracts';
import type { Db } from './db/client';
import { apiFrameworkErrors, refuseUnparsableRequest, registerErrorHandling } from './infra/errors';
import { blogRoutes } from './domains/blog/routes';
import { catalogRoutes } from './domains/catalog/routes';
import { contentRoutes } from './domains/content/routes';
import { homeRoutes } from './domains/home/routes';
import { mediaRoutes } from './domains/media/routes';
import { searchRoutes } from './domains/search/routes';
import { seoRoutes } from './domains/seo/routes';
import { settingsRoutes } from './domains/settings/routes';
import { subscribeRoutes } from './domains/subscribe/routes';
import { accountRoutes } from './domains/account/routes';
import { adminRoutes, adminSetupRoute } from './domains/admin/routes';
import type { ReleaseSource } from './domains/admin/dashboard';
import { authRoutes } from './domains/auth/routes';
import { codeTransports } from './domains/outbox/transports';
import { cartSource } from './domains/cart/cart';
import { cartRoutes } from './domains/cart/routes';
import { sharedCartRoutes } from './domains/cart/shared-cart-routes';
import { promoRoutes } from './domains/promo/routes';
import { deliveryRoutes } from './domains/delivery/routes';
import { checkoutRoutes } from './domains/checkout/routes';
import { placeOrderRoutes } from './domains/checkout/place-order-routes';
import { startUnpaidOrderSweep } from './domains/checkout/unpaid-sweep';
import { paymentRoutes } from './domains/payment/routes';
import { wishlistRoutes } from './domains/wishlist/routes';
import { loyaltyRoutes } from './domains/loyalty/routes';
import { giftcardRoutes } from './domains/giftcard/routes';
import { env, type MessageWebhooks } from './env';
import { registerHttpCache } from './infra/http-cache';
import { registerInputGuard } from './infra/input-guard';
import { registerRateLimits } from './infra/rate-limit';
import { registerSessions } from './infra/session';
import { serializerOnFirstUse, validatorOnFirstUse } from './infra/schema-compilers';
import { devOutboxRoutes } from './domains/outbox/routes';
import { productRequestRoutes } from './domains/product-requests/routes';
import { reviewRoutes } from './domains/review/routes';
import { sessionRoutes } from './domains/session/routes';
import { rumAdminRoutes, rumRoutes } from './domains/rum/routes';
import { startVitalsRollUp } from './domains/rum/roll-up';

export interface ApiOptions {
  db: Db;
  /** Where generated images are cached; default `$DATA_DIR/media`. */
  mediaDir?: string;
  /** Signs cookies and XSRF tokens, and is the gift cards' key (their PINs); default env SESSION_SECRET. */
  sessionSecret?: string;
  /**
   * Cancels card orders left unpaid past the payment window, on a timer (domains/checkout/unpaid-sweep.ts).
   * Default: on, except under jest (NODE_ENV test), where a test calls the sweep itself.
   */
  sweepUnpaidOrders?: boolean;
  /** The gateways one-time codes go to, per channel (a channel without one: the outbox only). Default: env's *_WEBHOOK_URL. */
  messageWebhooks?: MessageWebhooks;
  /** The registry environment whose vitals the pages' beacons count in. Default: env's REGISTRY_ENV rule. */
  releaseEnvironment?: ReleaseEnvironment;
  /** Rolls old vitals up into hours and days on a timer (domains/rum/roll-up.ts). Default: on, except under jest. */
  rollUpVitals?: boolean;
  /** The canaries of this shop's environment, for the dashboard: the edge hands in its release registry's. Default: none (the dashboard says so). */
  releases?: ReleaseSource;
}

/**
 * The whole storefront API. Routes are relative: register it with `{ prefix: '/api' }`.
 * Infrastructure first (cookies, errors, the input guard, OpenAPI), then one plugin per domain.
 */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app, opts) => {
  const { db } = opts;
  const secret = opts.sessionSecret ?? env().sessionSecret;
  const mediaDir = opts.mediaDir ?? join(env().dataDir, 'media');

  await app.register(cookie, { secret });
  // After @fastify/cookie: its onSend writes the Set-Cookie header that the cache rule checks.
  registerHttpCache(app);
  app.setValidatorCompiler(validatorOnFirstUse);
  app.setSerializerCompiler(serializerOnFirstUse);
  registerErrorHandling(app);
  registerInputGuard(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Storefront API', version: '1.0.0', description: 'Replies follow spec §8: `{status: 200, ...}` or HTTP 400 `{status: 400, error}`. POST needs the sid cookie and the X-XSRF-TOKEN header, which GET /api/session provides. Public GETs set no cookie and may be cached (Cache-Control, ETag); personal replies are private, no-store.' },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  if (opts.sweepUnpaidOrders ?? process.env.NODE_ENV !== 'test') {
    const stopSweep = startUnpaidOrderSweep(db, app.log);
    app.addHook('onClose', async () => stopSweep());
  }
  if (opts.rollUpVitals ?? process.env.NODE_ENV !== 'test') {
    const stopRollUp = startVitalsRollUp(db, app.log);
    app.addHook('onClose', async () => stopRollUp());
  }

  await app.register(mediaRoutes, { db, mediaDir });
  await app.register(seoRoutes, { db });
  await app.register(rumRoutes, { db, environment: opts.releaseEnvironment ?? env().releaseEnvironment });
  // The cart is priced above the promo, loyalty and gift card domains, whose routes answer with it.
  const carts = cartSource(db);
  await app.register(async (scope) => {
    registerSessions(scope, { db, secret });
    await registerRateLimits(scope, db);
    await scope.register(sessionRoutes, { secret });
    await scope.register(settingsRoutes, { db });
    await scope.register(contentRoutes, { db });
    await scope.register(blogRoutes, { db });
    await scope.register(homeRoutes, { db });
    await scope.register(catalogRoutes, { db });
    await scope.register(searchRoutes, { db });
    await scope.register(subscribeRoutes, { db });
    await scope.register(authRoutes, { db, secret, transports: codeTransports(db, opts.messageWebhooks ?? env().messageWebhooks) });
    await scope.register(accountRoutes, { db });
    await scope.register(cartRoutes, { db });
    await scope.register(sharedCartRoutes, { db });
    await scope.register(promoRoutes, { db, carts });
    await scope.register(deliveryRoutes, { db });
    await scope.register(checkoutRoutes, { db });
    await scope.register(placeOrderRoutes, { db });
    await scope.register(paymentRoutes, { db, secret });
    await scope.register(wishlistRoutes, { db });
    await scope.register(loyaltyRoutes, { db, carts });
    await scope.register(giftcardRoutes, { db, secret, carts });
    await scope.register(productRequestRoutes, { db });
    await scope.register(reviewRoutes, { db });
    await scope.register(adminSetupRoute, { db, prefix: '/admin' });
    if (!env().production) await scope.register(devOutboxRoutes, { db });
  });
  // Staff and their scripts: credentials of their own (a staff session or an API token), see the plugin.
  await app.register(adminRoutes, { db, secret, mediaDir, releases: opts.releases, prefix: '/admin' });
  await app.register(rumAdminRoutes, { db, secret, prefix: '/admin' });
};

export interface BuildOptions extends ApiOptions {
  logger?: FastifyServerOptions['logger'];
}

/** A Fastify instance with the API mounted at /api (standalone server and tests). */
export async function buildApi({ logger = false, ...opts }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, frameworkErrors: apiFrameworkErrors, clientErrorHandler: refuseUnparsableRequest });
  await app.register(apiPlugin, { ...opts, prefix: '/api' });
  return app;
}
