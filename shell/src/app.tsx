import { StrictMode } from 'react';
import { BrowserRouter } from '@shop/router';
import { Layout } from './frame/layout';
import { AppRoutes } from './routes/app-routes';
import { useAddressCatchUp } from './boot/address-catch-up';
import { useAnnounceHydrated } from './boot/page-hydration';

/** The frame and the route's page: what the browser renders and the edge renders for it (src/server). */
export function Page() {
  return (
    <Layout>
      <AppRoutes />
    </Layout>
  );
}

function BrowserPage() {
  useAddressCatchUp();
  return <Page />;
}

/** The shop in the browser: hydrating the edge's HTML (bootstrap.tsx) or drawn there. */
export function App() {
  useAnnounceHydrated();
  return (
    <StrictMode>
      <BrowserRouter>
        <BrowserPage />
      </BrowserRouter>
    </StrictMode>
  );
}
