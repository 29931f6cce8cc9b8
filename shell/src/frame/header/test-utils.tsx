import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@shop/router';

/** Shows where the app is: pathname, search and hash, as one status the tests read. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="location">{pathname + search + hash}</output>;
}

/** Renders `ui` in a router at `path`, with the location probe and a page body to click outside on. */
export function renderAt(ui: ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <main>
        <p>Page content</p>
        <a href="#top">Page link</a>
      </main>
      <LocationProbe />
    </MemoryRouter>,
  );
}
