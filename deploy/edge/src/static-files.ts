import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isCompressible, siblingSource } from '@shop/registry';
import { cacheControlFor } from './cache-rules';

export const SHELL_PREFIX = '/assets/shell/';
export const REMOTES_PREFIX = '/remotes/';
// Only `<remote>/<version>/<file...>` inside the registry folder: never its history or temp folders (`.tmp-*`).
const REMOTE_FILE = /^\/[a-z0-9-]+\/[0-9A-Za-z][0-9A-Za-z.+-]*\/[^.]/;

/**
 * Headers of a built file. When the client accepts brotli or gzip, @fastify/static sends the
 * file's precompressed sibling (`main.js.br`, see @shop/registry's precompress) and names it
 * here; the rules are those of the file it stands for.
 */
function setFileHeaders(res: { setHeader: (name: string, value: string) => unknown }, filePath: string): void {
  const file = siblingSource(filePath) ?? filePath;
  res.setHeader('cache-control', cacheControlFor(file));
  // Such a file may be sent as br, gzip or identity: a shared cache must keep them apart.
  if (isCompressible(file)) res.setHeader('vary', 'accept-encoding');
}

/** An app's Node build (dist/server/) is the edge's to run, not a file for browsers. */
const SERVER_BUILD_PATH = /^\/(?:[^/]+\/[^/]+\/)?server\//;

/** A sibling is only ever sent as an encoding of its file, never at a URL of its own. */
function isSibling(pathname: string): boolean {
  return siblingSource(pathname) !== undefined;
}

/**
 * The shell's build under /assets/shell/ and every published remote build under /remotes/, as
 * files: their precompressed siblings when Accept-Encoding allows (br first, then gzip), else the
 * bytes as they are. Register it before @fastify/compress: that plugin hooks only the routes
 * declared after it, and these files must never be compressed again on every request.
 */
export async function registerStaticFiles(app: FastifyInstance, options: { shellDir: string; registryRoot: string }): Promise<void> {
  const common = { preCompressed: true, cacheControl: false, setHeaders: setFileHeaders, index: false } as const;
  await app.register(fastifyStatic, {
    ...common,
    root: options.shellDir,
    prefix: SHELL_PREFIX,
    // index.html is served only with its data blocks, by the page handler.
    allowedPath: (pathname) => pathname !== '/index.html' && !isSibling(pathname) && !SERVER_BUILD_PATH.test(pathname),
  });
  mkdirSync(options.registryRoot, { recursive: true });
  await app.register(fastifyStatic, {
    ...common,
    root: options.registryRoot,
    prefix: REMOTES_PREFIX,
    decorateReply: false,
    allowedPath: (pathname) => REMOTE_FILE.test(pathname) && !isSibling(pathname) && !SERVER_BUILD_PATH.test(pathname),
  });
}
