import { MSG, type TBranding } from '@keydate/domain';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_BRANDING, fetchBranding, partnershipCredit } from './branding.ts';

/** The app's copy of the server's names: asked for when a page first shows them, kept for the visit. */
export interface BrandingStore {
  get: () => TBranding | null;
  subscribe: (listener: () => void) => () => void;
  load: () => void;
}

export function createBrandingStore(): BrandingStore {
  let branding: TBranding | null = null;
  let asking = false;
  const listeners = new Set<() => void>();
  return {
    get: () => branding,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    // Once answered, never again; without an answer, the next page to show the names asks again.
    load: () => {
      if (branding || asking) return;
      asking = true;
      void fetchBranding().then((answer) => {
        asking = false;
        if (!answer) return;
        branding = answer;
        for (const listener of listeners) listener();
      });
    },
  };
}

export const BrandingContext = createContext<BrandingStore | null>(null);

/** Company and partner names from the server's configuration; the defaults until it answers. */
export function useBranding(): TBranding {
  const store = useContext(BrandingContext);
  if (!store) throw new Error('useBranding must be used inside <AppProviders>');
  const branding = useSyncExternalStore(store.subscribe, store.get);
  useEffect(() => store.load(), [store]);
  return branding ?? DEFAULT_BRANDING;
}

/** The footer's partnership credit. */
export function partnerCredit({ partnerName }: TBranding): string {
  return partnerName ? partnershipCredit(partnerName) : MSG.partnerFallback;
}
