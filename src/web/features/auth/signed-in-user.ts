import { createContext, use } from 'react';
import type { SessionUser } from '../../../shared/contracts/auth.js';

/** Provided by the session guard around every protected page. */
export const SignedInUserContext = createContext<SessionUser | null>(null);

/** The signed-in user on a protected page; using it elsewhere is a programming error. */
export function useSignedInUser(): SessionUser {
  const user = use(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is only available inside a protected route.');
  return user;
}
