// Defines <altcha-widget>. The page's CSP allows no inline styles and no blob: workers, so this is
// the `external` build: its stylesheet comes as a file, and its proof-of-work worker is a chunk of
// this remote served from the shop's own origin. The server's challenges are SHA ones (altcha-lib).
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/ru';
import 'altcha/i18n/ka';
import type {} from 'altcha/types/global';

const shaWorker = () => new Worker(new URL('./altcha-sha-worker.ts', import.meta.url));

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) globalThis.$altcha.algorithms.set(algorithm, shaWorker);
