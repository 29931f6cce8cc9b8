import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@shop/router';

/** Renders `element` at `url` under a route `pattern`, as the shell's router would. */
export function renderRoute(element: ReactElement, url: string, pattern = '*') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}
