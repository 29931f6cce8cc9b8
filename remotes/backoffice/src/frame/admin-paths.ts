import type { PathQuery } from '@shop/contracts';
import { usePathTo } from '@shop/i18n/links';

/**
 * The back office's own links: its areas live under the route table's `admin/*` (after the language
 * prefix, `/en/admin/orders?status=paid`), so each is written from there, whichever area draws it.
 */
export function useAdminPath(): (subpath?: string, query?: PathQuery) => string {
  const pathTo = usePathTo();
  // The dashboard is /admin itself, not /admin/.
  return (subpath = '', query) => pathTo('admin', { urlPath: subpath }, query).replace(/\/(?=$|\?)/, '');
}
