import { PAGE_MODULES, REMOTES, type PageModuleName, type RemoteName } from './remotes';
import type { Histogram } from './vitals-histogram';

// Real-user vitals (issue 26): the names a page's report and the API's figures share. The
// schemas of POST /api/rum and GET /api/admin/vitals are in vitals-api.ts (TypeBox, which the
// shell, importing only these, never bundles).

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

/** Upper bounds a browser can honestly report: beyond them a value is junk, not a slow page. */
export const VITAL_MAXIMUM: Record<Vital, number> = { LCP: 600_000, INP: 600_000, CLS: 100, TTFB: 600_000, FCP: 600_000 };

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
