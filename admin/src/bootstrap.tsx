import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { ADMIN_BASENAME, routes } from './app/router';

function AdminRoutes() {
  return useRoutes(routes);
}

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain <div id="root">');
}

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter basename={ADMIN_BASENAME}>
        <AdminRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
