import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { isAbsolute, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '@shop/registry';
import { startShopCluster } from './shop-cluster';

// pnpm scale: the shop on several edges behind a balancer, on one PostgreSQL server (README
// "Running on several machines"). deploy/scripts/scale.sh installs and builds first, as npm start does.

const HELP = `pnpm scale [--edges N]

Starts N edges (default 3) on one PostgreSQL server (Debian's package, its cluster in
$DATA_DIR/postgres) and one DATA_DIR (default .data/scale), behind HAProxy on PORT (default
8080), with the demo data. Ctrl+C stops everything it started; the data stays for the next run.

Env: PORT (8080; the edges take the next N ports, HAProxy's statistics page the one after),
DATA_DIR (.data/scale), SCALE_PG_PORT (5480).`;

/** The edges asked for, or a sentence saying what --edges must be; undefined for --help. */
function edgeCount(): number | string | undefined {
  const { values } = parseArgs({ options: { edges: { type: 'string', default: '3' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return undefined;
  const count = Number(values.edges);
  return Number.isInteger(count) && count >= 1 && count <= 16 ? count : '--edges must be a whole number from 1 to 16';
}

const asked = edgeCount();
if (typeof asked !== 'number') {
  // Nothing started yet: the script ends here with its exit code.
  if (asked === undefined) console.log(HELP);
  else console.error(asked);
  process.exitCode = asked === undefined ? 0 : 2;
} else {
  await serve(asked);
}

async function serve(count: number): Promise<void> {
  const root = repoRoot();
  const port = Number(process.env.PORT ?? 8080);
  const dataDir = process.env.DATA_DIR ? (isAbsolute(process.env.DATA_DIR) ? process.env.DATA_DIR : join(root, process.env.DATA_DIR)) : join(root, '.data', 'scale');
  const postgresPort = Number(process.env.SCALE_PG_PORT ?? 5480);
  const adminSetupCode = randomBytes(12).toString('hex').toUpperCase().match(/.{4}/g)!.join('-');

  const cluster = await startShopCluster({
    edges: count,
    port,
    dataDir,
    postgresPort,
    adminSetupCode,
    // Every edge reads what is live from the registry's history in PostgreSQL: publish there.
    beforeEdges: (env) => {
      console.log('› registry   publishing the builds');
      execFileSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'deploy', 'registry', 'src', 'cli.ts'), 'release'], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    },
  });

  // Ctrl+C or a TERM: stop what was started, then end as interrupted, as the caller expects: the
  // handlers go, and the signal sent again ends the process. A terminal's Ctrl+C reaches this
  // process more than once (tsx passes it on too): the repeats wait for the first to finish.
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the balancer, the edges and PostgreSQL…');
    void cluster.stop().finally(() => {
      process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
      process.kill(process.pid, signal);
    });
  };
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);

  console.log(`
Storefront ready at http://localhost:${port} (HAProxy, round-robin over ${count} edge${count > 1 ? 's' : ''})
  edges:       ${cluster.edges.map((edge) => `${edge.name} http://localhost:${edge.port}`).join(', ')}
  balancer:    ${cluster.balancer.statsUrl} (each edge's state and traffic)
  PostgreSQL:  ${cluster.postgres.url} (cluster in ${relative(root, join(dataDir, 'postgres'))})
  DATA_DIR:    ${relative(root, dataDir)}
The first admin, while the shop has none (an API token for \`pnpm ops\` comes with it):
  pnpm ops setup --code ${adminSetupCode} --email you@example.com --url http://localhost:${port}
Ctrl+C stops everything.`);
}
