import { MSG, type TBranding, ZBranding } from '@keydate/domain';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { DEFAULT_BRANDING, partnershipCredit } from './branding.ts';

/** Company and partner names from the server's configuration; the defaults until it answers. */
export function useBranding(): TBranding {
  const { data } = useQuery({
    queryKey: ['branding'],
    queryFn: ({ signal }) => request('/branding', ZBranding, { auth: false, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data ?? DEFAULT_BRANDING;
}

/** The footer's partnership credit. */
export function partnerCredit({ partnerName }: TBranding): string {
  return partnerName ? partnershipCredit(partnerName) : MSG.partnerFallback;
}
