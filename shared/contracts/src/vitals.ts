import { Type, type Static } from '@sinclair/typebox';
import { LanguageCode, Ok } from './envelope';
import { PAGE_MODULES, REMOTES, type PageModuleName, type RemoteName } from './remotes';
import type { Histogram } from './vitals-histogram';

// Real-user vitals (issue 26): what a page reports of itself to POST /api/rum, and what the API
// answers the registry with. A page reports no cookie, no URL and nothing about the shopper: the
// kind of page, its language, the class of the device, and the versions the page ran.

/** The environments the registry keeps apart (a beacon is counted in the one its API serves). */
export const RELEASE_ENVIRONMENTS = ['production', 'staging', 'local'] as const;
export type ReleaseEnvironment = (typeof RELEASE_ENVIRONMENTS)[number];
export const isReleaseEnvironment = (name: string): name is ReleaseEnvironment => (RELEASE_ENVIRONMENTS as readonly string[]).includes(name);

/**
 * The environment a process works in when none is named: REGISTRY_ENV as given (the caller checks
 * it with isReleaseEnvironment), else `production` under NODE_ENV=production, else `local`.
 */
export function namedReleaseEnvironment(variables: { REGISTRY_ENV?: string; NODE_ENV?: string }): string {
  return variables.REGISTRY_ENV?.trim() || (variables.NODE_ENV === 'production' ? 'production' : 'local');
}

/** The Core Web Vitals and the two timings before them, as the web-vitals package names them. */
export const VITALS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type Vital = (typeof VITALS)[number];

/**
 * The unit each vital is kept in: whole milliseconds, and thousandths of a layout shift (CLS 0.1
 * is 100), so every histogram bucket starts at one unit.
 */
export const vitalUnits = (vital: Vital, value: number): number => (vital === 'CLS' ? value * 1000 : value);

/** The page kinds are the shell's page modules: home, category, product, blog-post... */
export const PAGE_KINDS = Object.keys(PAGE_MODULES) as PageModuleName[];
export type PageKind = PageModuleName;

/** The device class, by the viewport's width: the shop's own breakpoints (phone under 768 px, tablet under 1024). */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const deviceClassOf = (width: number): DeviceClass => (width < 768 ? 'phone' : width < 1024 ? 'tablet' : 'desktop');

/** The shell counts in the vitals as one more part of the page, beside the remotes. */
export const SHELL_PART = 'shell';
export type PagePart = RemoteName | typeof SHELL_PART;
export const PAGE_PARTS: readonly PagePart[] = [SHELL_PART, ...REMOTES];

/** A released version as the registry names it (1.1.16+3f9a2c1d), or the shell's own. */
const Version = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$' });
const PageKindSchema = Type.Union(PAGE_KINDS.map((kind) => Type.Literal(kind)));
const RemoteNameSchema = Type.Union(REMOTES.map((remote) => Type.Literal(remote)));
/** The remotes a page ran, each with its version. */
const RemoteVersions = Type.Partial(Type.Object(Object.fromEntries(REMOTES.map((remote) => [remote, Version])) as Record<RemoteName, typeof Version>), { additionalProperties: false });

/** Upper bounds a browser can honestly report: beyond them a value is junk, not a slow page. */
export const VITAL_MAXIMUM: Record<Vital, number> = { LCP: 600_000, INP: 600_000, CLS: 100, TTFB: 600_000, FCP: 600_000 };

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

/** One version of a page part over a period, summed over page kinds, devices and languages. */
export interface VersionVitals {
  part: PagePart;
  version: string;
  /** Page views that ran it. */
  views: number;
  /** Of them, views with a JavaScript error. */
  errorViews: number;
  /** Of them, views where its code did not load. */
  loadFailures: number;
  /** Its pages' vitals, in vitalUnits. */
  vitals: Partial<Record<Vital, Histogram>>;
}

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
