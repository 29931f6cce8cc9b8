import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { isDatabaseUnavailable, rootCause, UNAVAILABLE_RETRY_AFTER_S } from '@shop/api';
import type { Deployments, Environment, RemoteRegistry } from '@shop/registry';

// Pages through a database blip. The registry's history and the pages' first data live in
// PostgreSQL on several edges; while it restarts (a second or two), an edge answers from what it
// read before, and says so, rather than failing every page load. What it never read is a 503 with
// Retry-After, as the API answers: a client or a balancer may try again, where a 500 says "broken".

/** Names what a reply made while the database was away was made from: `release-set` (the registry read last), `page` (a page made before). */
export const KEPT_HEADER = 'x-kept';

export type Kept = 'release-set' | 'page';

export function markKept(reply: FastifyReply, kept: Kept): void {
  const already = reply.getHeader(KEPT_HEADER);
  reply.header(KEPT_HEADER, already === undefined ? kept : `${String(already)}, ${kept}`);
}

/** The 503 of a page or file the edge cannot make while the database is away. */
export function sendUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Service temporarily unavailable, try again shortly');
}

/**
 * What is live and in canary as this edge serves it: the registry's history read on each page load
 * (only what was appended since the last read), and while the history's database is away, the
 * release set read last. The log says when that starts and when it ends, once each; each reply
 * made from it says so in its KEPT_HEADER. Any other failure, or an outage before the first read,
 * is thrown.
 */
export class ServedRegistry {
  private awaySince: Date | undefined;

  constructor(
    private readonly registry: RemoteRegistry,
    private readonly environment: Environment,
    private readonly log: FastifyBaseLogger,
  ) {}

  async deployments(): Promise<{ deployments: Deployments; kept: boolean }> {
    try {
      const deployments = await this.registry.deployments(this.environment);
      if (this.awaySince) {
        this.log.warn({ awayMs: Date.now() - this.awaySince.getTime() }, "the registry's database answers again: the live release set is served");
        this.awaySince = undefined;
      }
      return { deployments, kept: false };
    } catch (error) {
      const last = isDatabaseUnavailable(error) ? this.registry.lastRead(this.environment) : undefined;
      if (!last) throw error;
      if (!this.awaySince) {
        this.awaySince = new Date();
        this.log.warn({ cause: rootCause(error), readAt: last.at.toISOString() }, "the registry's database is unavailable: the release set read last is served");
      }
      return { deployments: last.deployments, kept: true };
    }
  }
}
