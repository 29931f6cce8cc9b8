import { join } from 'node:path';
import { startBalancer, type Balancer } from './balancer';
import { startEdgeProcess, type EdgeProcess } from './edge-process';
import { startPostgres, type PostgresServer } from './postgres-server';

/**
 * The shop as it runs when one machine is not enough: N edges (each the whole `npm start` server:
 * pages and API) on one PostgreSQL server and one DATA_DIR (the registry's builds, generated
 * images), behind HAProxy on the shop's port. `pnpm scale` starts one; the several-edges tests
 * and benchmark start theirs.
 */
export interface ShopCluster {
  balancer: Balancer;
  edges: EdgeProcess[];
  postgres: PostgresServer;
  /** The environment the edges share, for commands run against the same shop (the registry's CLI). */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

export interface ShopClusterOptions {
  /** Edges behind the balancer. */
  edges: number;
  /** The balancer's port; the edges take the next N ports, HAProxy's statistics page the one after. */
  port: number;
  /** Absolute: the registry folder, images, the PostgreSQL cluster (postgres/) and the balancer's config (balancer/). */
  dataDir: string;
  postgresPort: number;
  /** A test cluster: PostgreSQL without fsync, the balancer on 127.0.0.1 only. */
  throwaway?: boolean;
  /** The key to the first admin account, the same on every edge (each would print its own otherwise). */
  adminSetupCode?: string;
  /** Runs once PostgreSQL is up, before any edge starts: `pnpm scale` publishes the builds here. */
  beforeEdges?: (env: NodeJS.ProcessEnv) => void | Promise<void>;
  log?: (line: string) => void;
}

export async function startShopCluster(options: ShopClusterOptions): Promise<ShopCluster> {
  const postgres = startPostgres({ dir: join(options.dataDir, 'postgres'), port: options.postgresPort, throwaway: options.throwaway });
  const edges: EdgeProcess[] = [];
  let balancer: Balancer | undefined;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(edges.map((edge) => edge.stop()));
    postgres.stop();
  };
  try {
    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: postgres.url,
      DATA_DIR: options.dataDir,
      // The balancer runs on this machine: its X-Forwarded-For names the shopper.
      TRUST_PROXY: '127.0.0.1',
      ...(options.adminSetupCode ? { ADMIN_SETUP_CODE: options.adminSetupCode } : {}),
    };
    await options.beforeEdges?.(env);
    const start = (index: number) =>
      startEdgeProcess({ name: `edge${index + 1}`, port: options.port + 1 + index, env, seed: index === 0, log: options.log });
    // The first migrates and seeds a new database; the others then start together.
    edges.push(await start(0));
    const others = await Promise.allSettled(Array.from({ length: options.edges - 1 }, (_, index) => start(index + 1)));
    for (const other of others) if (other.status === 'fulfilled') edges.push(other.value);
    const failed = others.find((other) => other.status === 'rejected');
    if (failed) throw failed.reason;
    balancer = await startBalancer({
      dir: join(options.dataDir, 'balancer'),
      port: options.port,
      statsPort: options.port + options.edges + 1,
      edges: edges.map(({ name, port }) => ({ name, port })),
      host: options.throwaway ? '127.0.0.1' : undefined,
    });
    return { balancer, edges, postgres, env, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
