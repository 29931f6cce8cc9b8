import { CURRENCY_RETURN_HASH } from './currency-return';

/**
 * No inline script but one: the registry and settings reach the page as JSON data blocks
 * (`type="application/json"`), which script-src does not govern, and the one script that brings a
 * visitor back to their currency's URL (currency-return.ts) is allowed by its hash alone. Images may be data: URLs
 * (tiny placeholders); everything else comes from this origin. `devOrigins` (pnpm dev only)
 * adds the remotes' dev servers, which serve scripts, styles and live-reload sockets. `evalScripts`
 * is for a browser running a webpack development build (its modules are eval'd source maps): a
 * remote override (remote-override.ts), never production.
 */
export function contentSecurityPolicy(devOrigins: string[] = [], { evalScripts = false }: { evalScripts?: boolean } = {}): string {
  const dev = devOrigins.length ? ` ${devOrigins.join(' ')}` : '';
  const sockets = devOrigins.map((o) => o.replace(/^http/, 'ws')).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${CURRENCY_RETURN_HASH}${evalScripts ? " 'unsafe-eval'" : ''}${dev}`,
    `style-src 'self'${dev}`,
    `img-src 'self' data:${dev}`,
    "font-src 'self'",
    `connect-src 'self'${dev}${sockets ? ` ${sockets}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(devOrigins: string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(devOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
