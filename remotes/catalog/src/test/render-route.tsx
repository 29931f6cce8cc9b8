import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/router';

/** The current URL, as text a test can read (`/women?color=black&page=2`). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders `element` at `url` as the shell's router would, with a probe of the URL it moves to and
 * `outside` beside it (e.g. a link elsewhere on the page: the header's, or a typed address).
 */
export function renderRoute(element: ReactElement, url: string, outside?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/404" element={<h1>404 screen</h1>} />
        <Route path="/:language/404" element={<h1>404 screen</h1>} />
        <Route path="*" element={element} />
      </Routes>
      <LocationProbe />
      {outside}
    </MemoryRouter>,
  );
}
