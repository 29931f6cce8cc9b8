// The API's public surface: the edge mounts `apiPlugin` (or calls `buildApi`) over `openDatabase()`.
export { apiPlugin, buildApi, type ApiOptions, type BuildOptions } from './app';
export { openDatabase, closeDatabase, type Db, type OpenOptions } from './db/client';
export { seed, type SeedOptions } from './db/seed';
export { apiErrorReply, apiFrameworkErrors, isDatabaseUnavailable, refuseUnparsableRequest, registerErrorHandling, rootCause, UNAVAILABLE_RETRY_AFTER_S } from './infra/errors';
export { getSettings } from './domains/settings/settings-repository';
export { listingDataVersion } from './domains/catalog/listing-index';
export { prepareAdminSetup } from './domains/admin/staff';
export type { ReleaseSource } from './domains/admin/dashboard';
export { siteOf, sitemapUrl, type Site, type SiteLanguage } from './domains/seo/site-urls';
export { addVary, withValidators } from './infra/validators';
export { CACHE_RULES } from './infra/http-cache';
export { vitalsByVersion } from './domains/rum/version-vitals';
