import { AdminVitalsQuery, AdminVitalsReply, ErrorReply, RumBeacon, RumReply, type ReleaseEnvironment } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { limitPerIp, registerRateLimits } from '../../infra/rate-limit';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { guardForStaff } from '../admin/principal';
import { failures, ROLE_NOTE } from '../admin/route-notes';
import { recordBeacon } from './record-beacon';
import { vitalsByVersion } from './version-vitals';

/** Beacons an IP address may send a minute: a page sends one as it is left, so an office behind one address stays far below. */
export const BEACON_LIMIT = { name: 'rum', perIp: 600, windowMs: 60_000 };
/** A beacon of 50 views is about 6 KB. */
const BEACON_BODY_LIMIT = 16 * 1024;

/**
 * POST /rum: the page's report of itself (the shell's vitals/beacon.ts). Registered beside the
 * shoppers' routes, not among them: navigator.sendBeacon cannot send the XSRF header, and the
 * route needs no session, as it keeps nothing of the visitor (no cookie is read, no URL is sent).
 */
export const rumRoutes: FastifyPluginAsync<{ db: Db; environment: ReleaseEnvironment }> = async (fastify, { db, environment }) => {
  await registerRateLimits(fastify, db);
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  app.post('/rum', {
    schema: {
      tags: ['vitals'],
      summary: "A page's real-user vitals, errors and failed remote loads, with the versions it ran",
      description: 'Sent by the shell with navigator.sendBeacon as a page is left or hidden: no session, no XSRF header. Kept only as counts and '
        + `histograms per minute, version and page kind (never the beacon itself). ${BEACON_LIMIT.perIp} a minute per IP address, then 429; 400 validation.`,
      body: RumBeacon,
      response: { 200: RumReply, 400: ErrorReply },
      // No credentials: what a beacon reports is nobody's (OpenAPI's way to say so; the fuzz suite reads it).
      security: [],
    },
    bodyLimit: BEACON_BODY_LIMIT,
    preHandler: limitPerIp(app, BEACON_LIMIT),
  }, async (request) => {
    await recordBeacon(db, environment, request.body);
    return { status: 200 as const, accepted: true };
  });
};

/**
 * GET /admin/vitals: what the registry's report and canary analysis read (operators and their
 * tokens), in a staff scope of its own under /api/admin.
 */
export const rumAdminRoutes: FastifyPluginAsync<{ db: Db; secret: string }> = async (scope, { db, secret }) => {
  guardForStaff(scope, db, secret);
  const app = scope.withTypeProvider<TypeBoxProvider>();
  app.get('/vitals', {
    schema: {
      tags: ['admin'],
      summary: 'Real-user vitals per version of a part of the page (the shell or a remote) since a time',
      description: `Page views, views with a JavaScript error, views whose remote did not load, and a histogram per vital, summed over page kinds, devices and languages. ${ROLE_NOTE}`,
      querystring: AdminVitalsQuery,
      response: { 200: AdminVitalsReply, ...failures },
    },
    config: { cache: 'personal', permission: 'vitals.read' },
  }, async (request) => {
    const versions = await vitalsByVersion(db, { ...request.query, since: new Date(request.query.since) });
    return {
      status: 200 as const,
      versions: versions.map((row) => ({ part: row.part, version: row.version, views: row.views, error_views: row.errorViews, load_failures: row.loadFailures, vitals: row.vitals })),
    };
  });
};
