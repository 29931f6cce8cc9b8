import { StrictMode } from 'react';
import { BrowserRouter } from '@shop/router';
import { Layout } from './frame/layout';
import { AppRoutes } from './routes/app-routes';

/** The frame and the route's page: what the browser renders and the edge renders for it (src/server). */
export function Page() {
  return (
    <Layout>
      <AppRoutes />
    </Layout>
  );
}

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <Page />
      </BrowserRouter>
    </StrictMode>
  );
}
