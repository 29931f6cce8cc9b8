/**
 * Writes src/phone-metadata.ts, the numbering rules contact.ts reads phone numbers with: the
 * "min" metadata libphonenumber-js ships, cut to the countries the shop delivers to (the seed's
 * COUNTRIES in deploy/api/src/db/seed-data/delivery.ts). That is libphonenumber-js's "custom
 * metadata"; its generator cuts Google's XML, downloaded, to the same countries, and this cuts the
 * package's own copy, so the rules are always those of the version in the lock file.
 *
 *   pnpm --filter @shop/contracts run phone-metadata     (after changing libphonenumber-js or the list)
 *
 * contact.test.ts fails while the committed file is not what this writes.
 */
import { writeFileSync } from 'node:fs';
import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import min from 'libphonenumber-js/metadata.min.json';

// Kazakhstan shares Russia's +7. A country not here is refused (invalid_phone): its rules would
// cost every app that takes a phone; the world's are 19 kB gzipped, these six under 1 kB.
const COUNTRIES: CountryCode[] = ['RU', 'KZ', 'BY', 'AM', 'AZ', 'GE'];

const callingCodes = Object.entries(min.country_calling_codes)
  .map(([code, countries]) => [code, countries.filter((country) => COUNTRIES.includes(country))] as const)
  .filter(([, countries]) => countries.length > 0);

const metadata: MetadataJson = {
  version: min.version,
  country_calling_codes: Object.fromEntries(callingCodes),
  countries: Object.fromEntries(COUNTRIES.map((country) => [country, min.countries[country]])),
  nonGeographic: {},
};

const HEADER = `// Written by scripts/phone-metadata.ts (pnpm --filter @shop/contracts run phone-metadata): the
// numbering rules of libphonenumber-js's min metadata for the countries the shop delivers to.
// A module rather than a JSON file: Node's own ESM loader (Playwright's config, the edge) wants an
// import attribute for JSON, which the browser builds and jest do not.
import type { MetadataJson } from 'libphonenumber-js/core';

export const PHONE_METADATA: MetadataJson = `;

writeFileSync(new URL('../src/phone-metadata.ts', import.meta.url), `${HEADER}${JSON.stringify(metadata, null, 2)};\n`);
console.log(`src/phone-metadata.ts: ${COUNTRIES.join(', ')} from libphonenumber-js's min metadata`);
