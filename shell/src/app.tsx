import { StrictMode } from 'react';
import { BrowserRouter } from '@shop/router';
import { Layout } from './frame/layout';
import { AppRoutes } from './routes/app-routes';

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <Layout>
          <AppRoutes />
        </Layout>
      </BrowserRouter>
    </StrictMode>
  );
}
