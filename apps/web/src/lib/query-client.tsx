import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';
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

/** The server cache of the pages behind sign-in: the slot's client, made on first use. */
export function ServerCache({ children }: { children: ReactNode }) {
  const slot = useContext(QueryClientSlotContext);
  const [client] = useState(() => {
    slot.current ??= createQueryClient();
    return slot.current;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
