import { applyAdminRole } from '../../src/server/auth/admin-roles.js';
import { signUp, type TestApp } from './test-app.js';

/**
 * Marks an account's address as verified straight in the database, with what following the mailed link
 * then does: the role the account now has (ADMIN_EMAILS, grants), and every instance told. For tests
 * whose subject is not verification (email-verification.test.ts follows the real link).
 */
export async function markAddressVerified(t: TestApp, userId: string): Promise<void> {
  await t.db.kysely.updateTable('user').set({ emailVerified: true }).where('id', '=', userId).execute();
  await applyAdminRole(t.db, t.config.adminEmails, userId);
  await t.bus.endSessions({ userId, userChanged: true });
}

/** Signs up an account whose address is verified, as an admin's must be (decision 028). */
export async function signUpVerified(...args: Parameters<typeof signUp>): ReturnType<typeof signUp> {
  const account = await signUp(...args);
  await markAddressVerified(args[0], account.id);
  return account;
}
