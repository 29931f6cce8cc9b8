// What phone-rules.ts fetches as a chunk of its own: only ever imported dynamically.
export { formatPhone, normalizePhone } from '@shop/contracts';
