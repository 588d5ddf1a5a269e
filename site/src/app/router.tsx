import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout';
import { HomePage } from '../home/HomePage';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** Spec 2.1 public routes; further pages join the layout's children as they are built. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createSiteRouter() {
  return createBrowserRouter(routes);
}
