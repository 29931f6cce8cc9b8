import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from './index';

// For tests of pages (jest + Testing Library): a page rendered the way the shell's router holds it.

/** The URL the page moved to, as text a test can read. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/** Renders a page at `url` inside a router, with a probe of where it navigates. */
export function renderPage(element: ReactElement, url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Where the page is now (the probe's text). */
export const location = (screen: { getByLabelText(text: string): HTMLElement }) => screen.getByLabelText('location').textContent;
