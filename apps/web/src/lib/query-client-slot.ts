// The pages behind sign-in keep the server's data in one react-query client. react-query comes with
// their code (signed-in-providers.tsx), not with the sign-in pages': the client is made when the first
// of those pages opens and kept in this slot for the rest of the visit, where signing out empties it.
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

export interface QueryClientSlot {
  current: QueryClient | null;
}

export const QueryClientSlotContext = createContext<QueryClientSlot>({ current: null });
