import { isIP } from 'node:net';
import { SITE_ORIGIN_PATTERN } from '@shop/contracts';
import { defaultEnvironment, type Environment } from '@shop/registry';

const SITE_ORIGIN = new RegExp(SITE_ORIGIN_PATTERN);

export interface EdgeEnv {
  port: number;
  host: string;
  /** When set, /api is proxied there instead of running in this process. */
  apiUrl: string | undefined;
  /**
   * The shop's public origin (`https://shop.example`), written into sitemaps and robots.txt. Unset,
   * they use each request's protocol and Host, which behind a TLS-terminating proxy read http.
   */
  publicUrl: string | undefined;
  /** pnpm dev: the registry points at the remotes' dev servers. */
  devRemotes: boolean;
  /** NODE_ENV=production, as the API decides it: no remote overrides (remote-override.ts). */
  production: boolean;
  /** Whose live versions to serve: REGISTRY_ENV, else production under NODE_ENV=production, else local. */
  registryEnv: Environment;
  logLevel: string;
  /**
   * ADMIN_SETUP_CODE: the first admin's setup code, for deployments made by scripts, instead of a
   * random one printed at start; it works only while the shop has no admin.
   */
  adminSetupCode: string | undefined;
  /**
   * TRUST_PROXY: the balancers in front (addresses or CIDR ranges, comma-separated) whose
   * X-Forwarded-For and -Proto the edge believes, so a shopper's IP (rate limits) and https
   * (Secure cookies) survive the hop. Unset, the peer's address is the shopper's.
   */
  trustProxy: string | undefined;
}

/** `https://Shop.example:8443/` → `https://shop.example:8443`; undefined for anything but an http(s) origin. */
function originOf(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const bare = parsed.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username && !parsed.password;
  return bare && SITE_ORIGIN.test(parsed.origin) ? parsed.origin : undefined;
}

/** Reads and checks the edge's environment; a wrong value stops start-up with a clear message. */
export function readEdgeEnv(source: NodeJS.ProcessEnv): EdgeEnv {
  const rawPort = source.PORT?.trim() || '8080';
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a port number between 1 and 65535 (got "${rawPort}")`);
  }
  const apiUrl = source.API_URL?.trim() || undefined;
  if (apiUrl && !/^https?:\/\/[^/]+/.test(apiUrl)) {
    throw new Error(`API_URL must be an http(s) URL such as http://localhost:8081 (got "${apiUrl}")`);
  }
  const publicUrl = source.PUBLIC_URL?.trim() || undefined;
  const origin = publicUrl === undefined ? undefined : originOf(publicUrl);
  if (publicUrl !== undefined && origin === undefined) {
    throw new Error(`PUBLIC_URL must be the shop's origin, such as https://shop.example, with no path (got "${publicUrl}")`);
  }
  const adminSetupCode = source.ADMIN_SETUP_CODE?.trim() || undefined;
  if (adminSetupCode !== undefined && !/^[A-Za-z0-9-]{16,64}$/.test(adminSetupCode)) {
    throw new Error('ADMIN_SETUP_CODE must be 16 to 64 letters, digits and dashes: it is the key to the first admin account');
  }
  return {
    trustProxy: readTrustProxy(source.TRUST_PROXY),
    port,
    // All interfaces, so the shop is reachable from a VM or container host too.
    host: source.HOST?.trim() || '0.0.0.0',
    apiUrl,
    publicUrl: origin,
    devRemotes: source.DEV_REMOTES === '1',
    production: source.NODE_ENV === 'production',
    registryEnv: defaultEnvironment(source),
    logLevel: source.LOG_LEVEL?.trim() || 'warn',
    adminSetupCode,
  };
}

/** TRUST_PROXY as Fastify takes it; never `true`, which would let anyone name their own IP. */
function readTrustProxy(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const ranges = value.split(',').map((item) => item.trim());
  const valid = ranges.every((range) => {
    const [address = '', bits, ...rest] = range.split('/');
    const family = isIP(address);
    return family !== 0 && rest.length === 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)));
  });
  if (!valid) throw new Error(`TRUST_PROXY must be the balancers' addresses or CIDR ranges, comma-separated, such as 127.0.0.1,10.0.0.0/8 (got "${value}")`);
  return ranges.join(',');
}
