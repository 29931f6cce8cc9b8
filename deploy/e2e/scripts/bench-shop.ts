// What the benchmarks share: how they run, the pages they measure and the port of the shop they start.
import { createServer } from 'node:net';
import { expectStatus, UnexpectedReply } from '@shop/api/bench-replies';
import type { BlogPostsReply, CategoryTreeReply, ResolveReply } from '@shop/contracts';

export interface Page { name: string; path: string }

/** The home page, the first top-level category with products, its first product and the newest blog post, in English. */
export async function pickPages(base: string): Promise<Page[]> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(base + path, { headers: { 'x-language': 'en-gb' } });
    const body = await response.text();
    expectStatus(`GET ${path}`, response.status, body);
    return JSON.parse(body) as T;
  };
  const { tree } = await get<CategoryTreeReply>('/api/indexedcategories/tree/en-gb');
  for (const category of tree) {
    const reply = await get<ResolveReply>(`/api/url/resolve?path=${encodeURIComponent(`/${category.url_path}`)}`);
    const product = reply.data && 'items' in reply.data ? reply.data.items[0] : undefined;
    if (!product) continue;
    const { posts } = await get<BlogPostsReply>('/api/blog/posts/1');
    if (!posts[0]) throw new Error('the shop has no blog posts');
    return [
      { name: 'home', path: '/en' },
      { name: 'category', path: `/en/${category.url_path}` },
      { name: 'product', path: `/en/${product.url_path}` },
      { name: 'blog post', path: `/en/blog/${posts[0].slug}` },
    ];
  }
  throw new Error('no top-level category has products');
}

/** `value` as a port, or a free one. */
export async function portOption(name: string, value: string | undefined): Promise<number> {
  if (value !== undefined) {
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--${name} must be a port number (got ${value})`);
    return port;
  }
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no free port');
  return address.port;
}

/**
 * A benchmark script's main: `--help` prints `help`, a bad option or a shop that does not start is
 * one line and exit code 1, and `cleanup` (stop the shop, close servers) runs at the end and on
 * Ctrl+C. The shop runs in a process group of its own, which the terminal's signal does not reach;
 * after cleaning up, the script sends itself the signal again (the handler is gone after `once`),
 * so it ends as interrupted, which is what the calling shell expects. Call it last, once every
 * constant of the script is initialised.
 */
export async function runBench<O extends { help?: boolean }>(script: {
  name: string;
  help: string;
  parseOptions: () => O;
  bench: (options: O) => Promise<void>;
  cleanup: () => unknown;
}): Promise<void> {
  process.once('SIGINT', () => {
    void script.cleanup();
    process.kill(process.pid, 'SIGINT');
  });
  try {
    const options = script.parseOptions();
    if (options.help) console.log(script.help);
    else await script.bench(options);
  } catch (error) {
    // An unexpected reply stopped it (bench-replies.ts): its message says which call and shows the reply.
    console.error(error instanceof UnexpectedReply ? `${script.name} stopped: ${error.message}` : `${script.name} cannot run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await script.cleanup();
  }
}
