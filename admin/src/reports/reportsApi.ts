import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@app/contract/client';
import { API_PATHS } from '@app/contract/paths';
import { reportQueryKeys, type LeadsReport } from '@app/contract/reports';
import { ADMIN_HEADERS } from '../auth/session';

/** GET /api/staff/reports{?from,to,interval}: `search` as reportSearchParams made it. */
export const reportQuery = (search: string) =>
  queryOptions({
    queryKey: reportQueryKeys.one(search),
    queryFn: () =>
      apiJson<LeadsReport>(`${API_PATHS.staffReports}${search}`, { headers: ADMIN_HEADERS }),
    staleTime: 0,
  });
