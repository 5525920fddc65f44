import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  PasswordResetBody,
  PasswordResetRequestBody,
  SessionResponse,
  SessionUser,
  SignInBody,
  SignUpBody,
} from '../../../shared/contracts/auth.js';
import { authEndpoints } from '../../../shared/contracts/endpoints/auth.js';
import { ApiError, apiRequest } from '../../lib/api-client';
import { forgetOfflineCopies } from '../../lib/offline-copies';
import { retryDelay } from '../../lib/query-client';
import { sessionQueryKey } from '../../lib/session-query-key';
import { forgetQueue } from '../offline/change-queue';

export { sessionQueryKey };

/**
 * What this browser kept for an account goes with it (decision 024): the reads kept for offline and the
 * changes that wait to be sent, with the words of their tips.
 */
function forgetAccountData(): void {
  forgetQueue();
  void forgetOfflineCopies();
}

const SESSION_REFRESH_INTERVAL_MS = 4 * 60_000;
const SESSION_MAX_RETRIES = 4;

/**
 * The signed-in user. Re-read on focus and every few minutes so an expired or revoked session is noticed
 * (the server then answers `user: null` and the guards send the visitor away). A network failure keeps the
 * last known answer instead of signing the user out.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }) => {
    const session = await apiRequest(authEndpoints.session, { signal });
    // Nobody is signed in here any more (signed out elsewhere, expired, revoked): nothing of theirs stays.
    if (!session.user) forgetAccountData();
    return session;
  },
  staleTime: 60_000,
  refetchInterval: SESSION_REFRESH_INTERVAL_MS,
  refetchOnWindowFocus: 'always',
  retry: (failureCount) => failureCount < SESSION_MAX_RETRIES,
  retryDelay,
});

export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return {
    user: query.data?.user ?? null,
    isPending: query.isPending,
    isError: query.isError && query.data === undefined,
    retry: () => query.refetch(),
  };
}

/** Reads the session for route loaders; an unreachable server counts as signed out. */
export async function loadSessionUser(client: QueryClient): Promise<SessionUser | null> {
  try {
    // Any cached answer will do here: the session query itself keeps refreshing on the pages.
    const session = await client.query({ ...sessionQueryOptions, staleTime: 'static' });
    return session.user;
  } catch {
    return null;
  }
}

type UserResponse = { user: SessionUser };

/** The user as the server now describes them: every page and the header follow at once. */
export function storeSessionUser(client: QueryClient, user: SessionUser): void {
  client.setQueryData<SessionResponse>(sessionQueryKey, { user });
}

/**
 * Forgets everything cached for the user and records them as signed out, so the guards and the landing
 * page agree at once instead of asking a server that may still know the old cookie.
 */
export function forgetSignedInUser(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  client.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
  // What was kept for reading offline goes too (decision 024): the next person here sees none of it.
  forgetAccountData();
}

/**
 * A read the server refused as unauthenticated (401) may mean the session ended elsewhere: the session
 * is asked again at once, and if it is gone, what was kept for the account is forgotten. The signed-in
 * state itself is left to the session query's own checks, so a page that explains a refusal (the admin
 * panel's banner) keeps its advice in view. (A queued change refused so asks the session query itself:
 * replay-changes.ts.)
 */
async function checkSessionAfterRefusal(): Promise<void> {
  try {
    const session = await apiRequest(authEndpoints.session);
    if (!session.user) forgetAccountData();
  } catch {
    // Offline or the server away: nothing is known about the session, so nothing is forgotten.
  }
}

/** Checks the session whenever a read of the signed-in app is refused with a 401. */
export function useSessionCheckOnRefusal(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const error: unknown = event.action.error;
        if (!(error instanceof ApiError) || error.status !== 401) return;
        const session = queryClient.getQueryCache().find({ queryKey: sessionQueryKey, exact: true });
        if (event.query !== session) void checkSessionAfterRefusal();
      }),
    [queryClient],
  );
}

/** A new sign-in starts with nothing kept from the account signed in before (decision 024). */
function useStoreSignedInUser() {
  const queryClient = useQueryClient();
  return async ({ user }: UserResponse) => {
    await forgetOfflineCopies();
    storeSessionUser(queryClient, user);
  };
}

export function useSignIn() {
  const storeUser = useStoreSignedInUser();
  return useMutation({
    mutationFn: (body: SignInBody) => apiRequest(authEndpoints.signIn, { body }),
    onSuccess: storeUser,
  });
}

export function useSignUp() {
  const storeUser = useStoreSignedInUser();
  return useMutation({
    mutationFn: (body: SignUpBody) => apiRequest(authEndpoints.signUp, { body }),
    onSuccess: storeUser,
  });
}

/**
 * Signs out on the server and forgets everything cached for the user. The local sign-out happens even when
 * the request fails: the user asked to leave, and the server session expires on its own.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(authEndpoints.signOut, { body: {} }),
    onError: (error) => console.error('Sign-out request failed', error),
    onSettled: () => forgetSignedInUser(queryClient),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) => apiRequest(authEndpoints.requestPasswordReset, { body }),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetBody) => apiRequest(authEndpoints.resetPassword, { body }),
    // A new password may end the sessions the account had; read the session again rather than trust the cache.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
