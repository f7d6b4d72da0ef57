import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { STORAGE_TOKEN_KEY } from '#shared/constants.ts';
import type { OwnUser, RegisterInput } from '#shared/schemas/auth.ts';
import { ApiError, api, isRetryable, onSessionRejected } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { clearSession, readStoredUser, readToken, writeSession, writeStoredUser } from './storage.ts';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export type AuthValue = {
  status: AuthStatus;
  user: OwnUser | null;
  token: string | null;
  login: (email: string, password: string) => Promise<OwnUser>;
  register: (values: RegisterInput) => Promise<OwnUser>;
  logout: () => Promise<void>;
  setUser: (user: OwnUser) => void;
};

type Session = { status: AuthStatus; user: OwnUser | null; token: string | null };

const AuthContext = createContext<AuthValue | null>(null);

const anonymous: Session = { status: 'anonymous', user: null, token: null };

/** Spec §7: login and register answer `{ token, user }`, possibly under `data`. */
export function readAuthPayload(body: unknown): { token: string; user: OwnUser } | null {
  const record = (body ?? {}) as Record<string, unknown>;
  for (const candidate of [record, record.data as Record<string, unknown> | undefined]) {
    if (
      candidate &&
      typeof candidate.token === 'string' &&
      candidate.user &&
      typeof candidate.user === 'object'
    ) {
      return { token: candidate.token, user: candidate.user as OwnUser };
    }
  }
  return null;
}

function readVerifiedUser(body: unknown): OwnUser | null {
  const record = (body ?? {}) as Record<string, unknown>;
  const data = record.data as Record<string, unknown> | undefined;
  const user = record.user ?? data?.user;
  return user && typeof user === 'object' ? (user as OwnUser) : null;
}

/** An ApiError already carries the server's sentence (and field details); anything else gets the spec §8 fallback. */
const rethrowAs = (fallback: string) => (error: unknown) => {
  throw error instanceof ApiError ? error : new Error(fallback);
};

function initialSession(): Session {
  const token = readToken();
  if (!token) return anonymous;
  // Restored at once so the page can render, but 'loading' until the server confirms the token.
  return { status: 'loading', token, user: readStoredUser<OwnUser>() };
}

type AuthProviderProps = {
  children: ReactNode;
  /**
   * Hydrating a server-rendered page, whose HTML is the same for everyone: render signed out as
   * the server did, then restore the stored session before the first paint after hydration, and
   * refetch what was loaded signed out so the personal bits (likes, follows) fill in.
   */
  deferStoredSession?: boolean;
};

export function AuthProvider({ children, deferStoredSession = false }: AuthProviderProps) {
  const [session, setSession] = useState<Session>(() => (deferStoredSession ? anonymous : initialSession()));

  useLayoutEffect(() => {
    if (!deferStoredSession) return;
    const restored = initialSession();
    if (!restored.token) return;
    setSession(restored);
    void queryClient.invalidateQueries();
  }, [deferStoredSession]);

  const signOutLocally = useCallback(() => {
    clearSession();
    queryClient.clear();
    setSession(anonymous);
  }, []);

  /**
   * Asks the server whether a stored token is good and takes the user from its answer; returns a
   * cancel for an effect's cleanup. A refusal signs out; a server that cannot be reached keeps the
   * session, as the token may still be good.
   */
  const verifyToken = useCallback(
    (token: string) => {
      let cancelled = false;
      api
        .get<unknown>('/auth/verify')
        .then((body) => {
          if (cancelled || readToken() !== token) return;
          const user = readVerifiedUser(body) ?? readStoredUser<OwnUser>();
          if (!user) throw new ApiError(401, 'Token verification failed', 'INVALID_TOKEN');
          writeStoredUser(user);
          setSession({ status: 'authenticated', token, user });
        })
        .catch((error: unknown) => {
          if (cancelled || readToken() !== token) return;
          // The server said no: sign out. When it could not be reached at all, the token may
          // still be good, so keep the restored session rather than signing out an offline user.
          if (error instanceof ApiError && !isRetryable(error)) signOutLocally();
          else setSession((s) => (s.user ? { ...s, status: 'authenticated' } : anonymous));
        });
      return () => {
        cancelled = true;
      };
    },
    [signOutLocally],
  );

  // Spec §4 Session: verify the restored token once on start.
  useEffect(() => {
    const token = readToken();
    return token ? verifyToken(token) : undefined;
  }, [verifyToken]);

  // A revoked token met on any call, or a sign-out in another tab, ends the session here too. A
  // sign-in in another tab is this tab's too (every call reads the stored token): it drops what
  // was loaded for the account before and shows the new one once the server has confirmed it.
  useEffect(() => onSessionRejected(signOutLocally), [signOutLocally]);
  const currentToken = useRef(session.token);
  currentToken.current = session.token;
  useEffect(() => {
    let cancelVerify: (() => void) | undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_TOKEN_KEY || event.newValue === currentToken.current) return;
      cancelVerify?.();
      if (event.newValue === null) {
        signOutLocally();
        return;
      }
      queryClient.clear();
      setSession({ status: 'loading', token: event.newValue, user: null });
      cancelVerify = verifyToken(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      cancelVerify?.();
    };
  }, [signOutLocally, verifyToken]);

  const startSession = useCallback((body: unknown, fallback: string) => {
    const payload = readAuthPayload(body);
    if (!payload) throw new Error(fallback);
    writeSession(payload.token, payload.user);
    queryClient.clear();
    setSession({ status: 'authenticated', token: payload.token, user: payload.user });
    return payload.user;
  }, []);

  const login = useCallback(
    async (email: string, password: string) => {
      const body = await api
        .post<unknown>('/auth/login', { email, password })
        .catch(rethrowAs('Login failed'));
      return startSession(body, 'Login failed');
    },
    [startSession],
  );

  const register = useCallback(
    async (values: RegisterInput) => {
      // No automatic repeat: a retried sign-up whose first try did land would answer 'taken'.
      const body = await api
        .post<unknown>('/auth/register', values, { retry: false })
        .catch(rethrowAs('Registration failed'));
      return startSession(body, 'Registration failed');
    },
    [startSession],
  );

  const logout = useCallback(async () => {
    try {
      await api.post('/auth/logout', undefined, { retry: false });
    } catch {
      // Spec §4: stored data is cleared even when the server call fails.
    } finally {
      signOutLocally();
    }
  }, [signOutLocally]);

  const setUser = useCallback((user: OwnUser) => {
    writeStoredUser(user);
    setSession((s) => ({ ...s, user }));
  }, []);

  const value = useMemo<AuthValue>(
    () => ({ ...session, login, register, logout, setUser }),
    [session, login, register, logout, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Whether someone is signed in; a session still being verified counts, so the nav does not flicker. */
export function useSignedIn(): boolean {
  const { status, user } = useAuth();
  return status !== 'anonymous' && user !== null;
}
