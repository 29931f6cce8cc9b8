import { REMOTES, type Registry, type RemoteName } from '@shop/contracts';

/** Each remote's webpack dev server in `pnpm dev` (the mf-config devPort of each remote). */
export const DEV_PORTS: Record<RemoteName, number> = {
  catalog: 3001,
  'cart-checkout': 3002,
  'account-loyalty': 3003,
  'content-blog': 3004,
  giftcard: 3005,
  backoffice: 3006,
};

/** The registry `pnpm dev` serves: every remote from its dev server, so edits reload live. */
export function devRegistry(host = 'localhost'): Registry {
  const registry: Registry = {};
  for (const remote of REMOTES) registry[remote] = `http://${host}:${DEV_PORTS[remote]}/mf-manifest.json`;
  return registry;
}

export function devOrigins(host = 'localhost'): string[] {
  return REMOTES.map((remote) => `http://${host}:${DEV_PORTS[remote]}`);
}
