import type { QueryClient } from '@tanstack/react-query';
import { tokenStore } from '../../../lib/api.ts';
import { contractsQueryKeys, fetchContractsPage } from '../contracts.api.ts';
import { readListParams, toPageQuery } from './use-list-params.ts';

/**
 * Opened on the dashboard with a stored token: its page of contracts is asked for as the app starts,
 * beside the session check, under the key the list will ask for it by, so it is asked for once and is
 * on its way while the page's code still runs. A refusal is no sign-out here: the session check
 * decides that, and the list asks again if it mounts.
 */
export function prefetchDashboard(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>) {
  if (location.pathname.replace(/\/+$/, '') !== '/app/dashboard' || !tokenStore.get()) return;
  const query = toPageQuery(readListParams(new URLSearchParams(location.search)));
  void queryClient.prefetchQuery({
    queryKey: contractsQueryKeys.page(query),
    queryFn: ({ signal }) => fetchContractsPage(query, signal, { redirectOn401: false }),
  });
}
