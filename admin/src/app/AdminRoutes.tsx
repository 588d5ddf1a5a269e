import { useRoutes } from 'react-router-dom';
import { routes } from './router';

/** The admin's route table, rendered inside whichever router the page has (browser or static). */
export function AdminRoutes() {
  return useRoutes(routes);
}
