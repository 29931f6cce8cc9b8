import { PAGE_BLOCK_ID, type InlinedPage, type InlinedPageKind } from '@shop/contracts';
import { useLocation } from '@shop/router';

/**
 * The first page's data as the edge inlined it (architecture.md "Page data"). It stands for the
 * page the HTML was sent for and only until the visitor goes elsewhere: a page shown later, even
 * the same path again, loads fresh data as usual.
 */
let inlined: InlinedPage | undefined;

/** A server render's page data: the same reply the edge inlines for the browser to hydrate from. */
export function setInlinedPage(page: InlinedPage | undefined): void {
  inlined = page;
}

/** Reads the block once at boot; a missing or broken block means every page loads its own data. */
export function readInlinedPage(doc: Document = document): void {
  const text = doc.getElementById(PAGE_BLOCK_ID)?.textContent;
  inlined = undefined;
  if (!text) return;
  try {
    inlined = JSON.parse(text) as InlinedPage;
  } catch (error) {
    console.error(`The #${PAGE_BLOCK_ID} block is not valid JSON`, error);
  }
}

type ReplyOf = { [Page in InlinedPage as Page['kind']]: Page['reply'] };

/** The inlined reply of `kind` for `path` (path and query, as the location has them), if the HTML carried it. */
export function inlinedReply<K extends InlinedPageKind>(kind: K, path: string): ReplyOf[K] | undefined {
  if (inlined?.kind !== kind || inlined.path !== path) return undefined;
  return inlined.reply as ReplyOf[K];
}

/** The inlined reply of `kind` for the page shown now (its path and query), if the HTML carried it. */
export function useInlinedReply<K extends InlinedPageKind>(kind: K): ReplyOf[K] | undefined {
  const { pathname, search } = useLocation();
  return inlinedReply(kind, pathname + search);
}

/** The visitor navigated: from now on every page loads its own data. */
export function forgetInlinedPage(): void {
  inlined = undefined;
}
