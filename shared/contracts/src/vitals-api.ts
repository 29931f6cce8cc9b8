import { Type, type Static } from '@sinclair/typebox';
import { LanguageCode, Ok } from './envelope';
import { REMOTES, type RemoteName } from './remotes';
import { DEVICE_CLASSES, PAGE_KINDS, PAGE_PARTS, RELEASE_ENVIRONMENTS, VITAL_MAXIMUM, VITALS, type Vital } from './vitals';

// POST /api/rum, what a page reports of itself, and GET /api/admin/vitals, what the registry
// reads. A page reports no cookie, no URL and nothing about the shopper: the kind of page, its
// language, the class of the device, and the versions the page ran.

/** A released version as the registry names it (1.1.16+3f9a2c1d), or the shell's own. */
const Version = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$' });
const PageKindSchema = Type.Union(PAGE_KINDS.map((kind) => Type.Literal(kind)));
const RemoteNameSchema = Type.Union(REMOTES.map((remote) => Type.Literal(remote)));
/** The remotes a page ran, each with its version. */
const RemoteVersions = Type.Partial(Type.Object(Object.fromEntries(REMOTES.map((remote) => [remote, Version])) as Record<RemoteName, typeof Version>), { additionalProperties: false });

export const RumView = Type.Object({
  page: PageKindSchema,
  remotes: RemoteVersions,
  /** JavaScript errors while it was shown (uncaught errors, rejected promises, a region's render failure). */
  errors: Type.Integer({ minimum: 0, maximum: 1000 }),
  /** Remotes whose code did not load (after the shell's retries): their region showed the fallback. */
  failed: Type.Array(RemoteNameSchema, { maxItems: REMOTES.length, uniqueItems: true }),
}, { additionalProperties: false });
export type RumView = Static<typeof RumView>;

export const RumBeacon = Type.Object({
  /** The shell's version. */
  shell: Version,
  language: LanguageCode,
  device: Type.Union(DEVICE_CLASSES.map((device) => Type.Literal(device))),
  /** The page views since the last beacon (a navigation inside the shop is a view of its own). */
  views: Type.Array(RumView, { maxItems: 50 }),
  /** The document's vitals, sent once each: for the page it opened on and the remotes that page ran. */
  vitals: Type.Optional(Type.Object({
    page: PageKindSchema,
    remotes: RemoteVersions,
    values: Type.Partial(Type.Object(Object.fromEntries(VITALS.map((vital) => [vital, Type.Number({ minimum: 0, maximum: VITAL_MAXIMUM[vital] })])) as Record<Vital, ReturnType<typeof Type.Number>>), { additionalProperties: false }),
  }, { additionalProperties: false })),
}, { additionalProperties: false });
export type RumBeacon = Static<typeof RumBeacon>;

export const RumReply = Ok({ accepted: Type.Boolean({ description: 'false: beacons are off (sampling at 0), nothing was kept' }) });
export type RumReply = Static<typeof RumReply>;

const isoTime = Type.String({ format: 'date-time', description: 'ISO 8601 time, e.g. 2026-11-29T10:00:00Z' });
export const AdminVitalsQuery = Type.Object({
  env: Type.Union(RELEASE_ENVIRONMENTS.map((env) => Type.Literal(env))),
  part: Type.Union(PAGE_PARTS.map((part) => Type.Literal(part))),
  since: isoTime,
});
export type AdminVitalsQuery = Static<typeof AdminVitalsQuery>;

const HistogramSchema = Type.Record(Type.String({ pattern: '^\\d{1,3}$' }), Type.Integer({ minimum: 0 }), { description: 'Samples by bucket: bucket n holds [1.1^(n-1), 1.1^n) units (milliseconds; CLS in thousandths); 0 holds under one' });
export const AdminVitalsReply = Ok({
  versions: Type.Array(Type.Object({
    part: Type.String(),
    version: Type.String(),
    views: Type.Integer(),
    error_views: Type.Integer(),
    load_failures: Type.Integer(),
    vitals: Type.Partial(Type.Object(Object.fromEntries(VITALS.map((vital) => [vital, HistogramSchema])) as Record<Vital, typeof HistogramSchema>)),
  })),
});
export type AdminVitalsReply = Static<typeof AdminVitalsReply>;
