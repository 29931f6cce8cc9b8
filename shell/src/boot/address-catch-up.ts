import { useEffect } from 'react';
import { useLocation, useNavigate } from '@shop/router';

/**
 * For a component inside the browser's router: once the page is taken over, the router catches
 * up with the address bar. The router reads the address when it first renders and hears of changes
 * only once committed, and a hydration in a transition leaves time between the two (a page that
 * sets `#auth`, a Back press): such a change would otherwise go unheard until the next one.
 * A passive effect, so that it runs once the router listens (its layout effect).
 */
export function useAddressCatchUp(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname !== location.pathname || search !== location.search || hash !== location.hash) {
      void navigate({ pathname, search, hash }, { replace: true, state: (window.history.state as { usr?: unknown } | null)?.usr });
    }
    // Once, after the first commit: later changes reach the router by its own listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
