import type { PageKind, RemoteName } from '@shop/contracts';

/**
 * What happened on this page, as it happens: a view began (the router showed a page module for a
 * URL), another remote showed in it, a remote did not load, a JavaScript error. Only a log, kept
 * while the page load is sampled: the reporter (a chunk fetched when the page is idle) makes views
 * of it, so the first visit carries no more of this than these few lines.
 */
export type PageEvent = readonly ['view', PageKind] | readonly ['remote' | 'failed', RemoteName] | readonly ['error'];

/** Undefined while not recording: every note is then a no-op. */
let log: PageEvent[] | undefined;

export function recordPageEvents(): void {
  log ??= [];
}

export function notePageEvent(...event: PageEvent): void {
  log?.push(event);
}

/** The events since the last call. */
export function takePageEvents(): PageEvent[] {
  return log ? log.splice(0) : [];
}

/** Stops recording and forgets (tests). */
export function stopPageEvents(): void {
  log = undefined;
}
