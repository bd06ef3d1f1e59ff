import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { loadToasts } from '../components/toasts.tsx';
import { ApiError } from './api.ts';
import { QueryClientSlotContext } from './query-client-slot.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will answer the same again; a network blip or a 5xx may not.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * What the pages behind sign-in need above them, and the sign-in pages do not: the server cache (the
 * slot's client, made on first use) and the toast area, which those pages fill straight from
 * react-hot-toast.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const slot = useContext(QueryClientSlotContext);
  const [client] = useState(() => {
    slot.current ??= createQueryClient();
    return slot.current;
  });
  useEffect(() => {
    void loadToasts();
  }, []);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
