import type { TLoginResponse, TUser, TWorkspace } from '@keydate/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { toast } from '../../components/toasts.tsx';
import { ApiError, onUnauthorized, tokenStore } from '../../lib/api.ts';
import { QueryClientSlotContext } from '../../lib/query-client-slot.ts';
import { logout, verifySession } from './auth.api.ts';

export type SessionState =
  | { status: 'checking' }
  /** `reason` lets the guard tell a chosen logout (no way back) from an expired session. */
  | { status: 'signed-out'; reason: 'none' | 'logout' | 'expired' }
  | { status: 'signed-in'; user: TUser; workspace: TWorkspace };

interface SessionContextValue {
  session: SessionState;
  signIn: (answer: TLoginResponse) => void;
  signOut: () => Promise<void>;
  updateUser: (user: TUser) => void;
  updateWorkspace: (workspace: TWorkspace) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function initialState(): SessionState {
  return tokenStore.get() ? { status: 'checking' } : { status: 'signed-out', reason: 'none' };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const serverCache = useContext(QueryClientSlotContext);
  const [session, setSession] = useState<SessionState>(initialState);

  // On load a stored token is checked. A refusal (the server answered 4xx) removes it and signs
  // the person out; a server that cannot be reached or answers 5xx is no verdict on the token, so
  // the check is retried with back-off while the page keeps showing its loading state.
  useEffect(() => {
    if (!tokenStore.get()) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (attempt: number) => {
      verifySession(controller.signal)
        .then(({ user, workspace }) => {
          if (!controller.signal.aborted) setSession({ status: 'signed-in', user, workspace });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            tokenStore.clear();
            setSession({ status: 'signed-out', reason: 'none' });
            return;
          }
          timer = setTimeout(() => check(attempt + 1), Math.min(1000 * 2 ** attempt, 10_000));
        });
    };
    check(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  // Any authenticated call that answers 401: the client has removed the token already.
  useEffect(
    () =>
      onUnauthorized((message) => {
        serverCache.current?.clear();
        setSession({ status: 'signed-out', reason: 'expired' });
        if (message) toast.error(message, { id: 'session-expired' });
      }),
    [serverCache],
  );

  const signIn = useCallback((answer: TLoginResponse) => {
    tokenStore.set(answer.token);
    setSession({ status: 'signed-in', user: answer.user, workspace: answer.workspace });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session ends on this device whatever the server answered.
    }
    tokenStore.clear();
    serverCache.current?.clear();
    setSession({ status: 'signed-out', reason: 'logout' });
  }, [serverCache]);

  const updateUser = useCallback((user: TUser) => {
    setSession((current) => (current.status === 'signed-in' ? { ...current, user } : current));
  }, []);

  const updateWorkspace = useCallback((workspace: TWorkspace) => {
    setSession((current) => (current.status === 'signed-in' ? { ...current, workspace } : current));
  }, []);

  const value = useMemo(
    () => ({ session, signIn, signOut, updateUser, updateWorkspace }),
    [session, signIn, signOut, updateUser, updateWorkspace],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in person; only for components rendered behind <RequireAuth>. */
export function useCurrentUser(): { user: TUser; workspace: TWorkspace } {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('useCurrentUser needs a signed-in session');
  return { user: session.user, workspace: session.workspace };
}
