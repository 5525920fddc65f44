import { randomBytes } from 'node:crypto';

/** 32 random bytes in base64url (43 characters): share tokens appear in public links and must be unguessable. */
export const newShareToken = () => randomBytes(32).toString('base64url');
