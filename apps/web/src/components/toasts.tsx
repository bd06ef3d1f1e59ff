// react-hot-toast, with the styles it writes at run time, is a chunk of its own (app-toaster.tsx):
// the public pages fetch it with their first toast, the pages behind sign-in when they open.
import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-hot-toast';

type ToasterModule = typeof import('./app-toaster.tsx');

let toaster: ToasterModule | null = null;
let loading: Promise<ToasterModule | null> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Fetches the toast area's code, once; the area is drawn from then on. */
export function loadToasts(): Promise<ToasterModule | null> {
  loading ??= import('./app-toaster.tsx').then(
    (module) => {
      toaster = module;
      for (const listener of listeners) listener();
      return module;
    },
    // Not fetched: this toast is not shown (the page says what happened itself too); the next tries again.
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

function show(kind: 'success' | 'error', message: string, options?: ToastOptions): void {
  if (toaster) toaster.toast[kind](message, options);
  else void loadToasts().then((module) => module?.toast[kind](message, options));
}

/** react-hot-toast's success and error, for the code that comes with the app's first script. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};

/** The toast area, once its code is in. */
export function Toasts() {
  const module = useSyncExternalStore(subscribe, () => toaster);
  return module ? <module.AppToaster /> : null;
}
