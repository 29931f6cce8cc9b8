export interface EdgeEnv {
  port: number;
  host: string;
  /** When set, /api is proxied there instead of running in this process. */
  apiUrl: string | undefined;
  /** pnpm dev: the registry points at the remotes' dev servers. */
  devRemotes: boolean;
  logLevel: string;
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
  return {
    port,
    // All interfaces, so the shop is reachable from a VM or container host too.
    host: source.HOST?.trim() || '0.0.0.0',
    apiUrl,
    devRemotes: source.DEV_REMOTES === '1',
    logLevel: source.LOG_LEVEL?.trim() || 'warn',
  };
}
