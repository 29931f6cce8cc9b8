import { useEffect, useRef } from 'react';
import { CATCH_ALL_ROUTE, PAGE_ROUTES } from '@shop/contracts';
import { Route, Routes, useLocation } from '@shop/router';
import { stripLanguagePrefix, useLanguage } from '@shop/i18n';
import { forgetInlinedPage } from '../boot/inlined-page';
import { CatchAllRoute } from './catch-all';
import { TableRoute } from './table-route';

/** The route table's paths, relative to the language prefix, and the catch-all for any other. */
function PageRoutes() {
  const { languages } = useLanguage();
  const { pathname } = useLocation();
  const { path } = stripLanguagePrefix(pathname, languages);
  return (
    <Routes>
      {PAGE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<TableRoute route={route} />} />
      ))}
      <Route path={CATCH_ALL_ROUTE.path} element={<CatchAllRoute path={path} />} />
    </Routes>
  );
}

const bare = (url: string) => url.replace(/^\/+|\/+$/g, '');

/** ru-ru (no prefix) at the root, every other configured language under its prefix: /en/blog, /ka/blog/x. */
export function AppRoutes() {
  const { languages } = useLanguage();
  const { key } = useLocation();
  // The HTML's page data stands for the location the shop opened at, and no other.
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) forgetInlinedPage();
  }, [key]);
  const prefixes = languages.map((l) => bare(l.url)).filter((prefix) => prefix !== '');
  return (
    <Routes>
      {prefixes.map((prefix) => (
        <Route key={prefix} path={`/${prefix}/*`} element={<PageRoutes />} />
      ))}
      <Route path="/*" element={<PageRoutes />} />
    </Routes>
  );
}
