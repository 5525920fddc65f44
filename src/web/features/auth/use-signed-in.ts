import { useEffect, useState } from 'react';
import { authEndpoints } from '../../../shared/contracts/endpoints/auth.js';
import { apiRequest } from '../../lib/api-client';

let asked: Promise<boolean> | null = null;

/**
 * Whether the visitor has an account session, asked once per page load. The friend pages have no query
 * cache (decision 006), and moving between them (tips, then thanks) does not reload the page. A failed
 * question counts as signed out: the page then offers what it offers everyone.
 */
function askSignedIn(): Promise<boolean> {
  asked ??= apiRequest(authEndpoints.session).then(
    ({ user }) => user !== null,
    () => false,
  );
  return asked;
}

/**
 * `null` until the answer is in, so a page shows neither "Sign In" nor "Save" before it knows. A page the
 * server drew gives the answer it drew with (`known`), which then stands for the whole page load.
 */
export function useSignedIn(known?: boolean): boolean | null {
  if (known !== undefined) asked ??= Promise.resolve(known);
  const [signedIn, setSignedIn] = useState<boolean | null>(known ?? null);
  useEffect(() => {
    let current = true;
    void askSignedIn().then((answer) => {
      if (current) setSignedIn(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return signedIn;
}
