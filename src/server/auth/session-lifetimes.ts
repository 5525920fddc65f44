// How long a session lasts, apart from Better Auth's set-up (auth.ts): what reads a session or makes one
// for a test needs these numbers without loading the whole of the authentication.

/** A session ends after this long without use (each day of use extends it)… */
export const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 30;
/** …and, however much it is used, this long after the sign-in that made it. */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 60 * 60 * 24 * 90;

/** The earliest sign-in a session may come from and still count. */
export const oldestValidSignIn = () => new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000);
