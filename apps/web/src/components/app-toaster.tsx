import { TOAST } from '@keydate/domain';
import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';

export { toast };

/**
 * Just below the top bar: a toast over the bar would hide Logout and the account menu, and pointing at
 * them would hold the toast there (a toast waits while the pointer is over it).
 */
const BELOW_TOP_BAR = { top: 76 };

/** The one toast area (top right) with the specification's durations and its limit of 20. */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first; everything past the limit is the oldest.
    const excess = toasts.filter((item) => item.visible).slice(TOAST.maxToasts);
    for (const item of excess) toast.dismiss(item.id);
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      containerStyle={BELOW_TOP_BAR}
      toastOptions={{
        className: 'text-sm',
        success: { duration: TOAST.successMs },
        error: { duration: TOAST.errorMs },
      }}
    />
  );
}
