/**
 * The cache key of the signed-in session (features/auth reads it). Here so that code below auth, such as
 * the offline queue's replay, can ask for the session to be read again without importing auth.
 */
export const sessionQueryKey = ['session'] as const;
