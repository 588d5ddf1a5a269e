import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAdminRouter } from './app/router';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain <div id="root">');
}

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAdminRouter()} />
    </AppProviders>
  </StrictMode>,
);
