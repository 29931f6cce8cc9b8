import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

// A developer's dev server stands in as a plain static server with CORS (as the remotes' webpack
// dev servers are): a browser's remote override (deploy/edge/src/remote-override.ts) loads a build
// from it into the running shop for that browser only.

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

export interface StaticFolder {
  origin: string;
  /** The override cookie's value that loads `remote` from this folder's manifest. */
  overrideFor(remote: string): string;
  close(): void;
}

export async function serveFolder(root: string): Promise<StaticFolder> {
  const server: Server = createServer((request, response) => {
    const file = join(root, normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    response.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, overrideFor: (remote) => `${remote}@${origin}/mf-manifest.json`, close: () => server.close() };
}
