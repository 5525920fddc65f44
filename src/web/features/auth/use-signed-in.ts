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

/** `null` until the answer is in, so a page shows neither "Sign In" nor "Save" before it knows. */
export function useSignedIn(): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
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
