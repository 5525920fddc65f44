/** What a mail is for: the one question every mail to an account answers before it is sent. */
export type MailPurpose = 'address-verification' | 'password-reset' | 'other';

interface Recipient {
  /** Better Auth's column: a boolean on PostgreSQL, 0 or 1 on SQLite. */
  emailVerified: boolean | number;
}

/** Whether the account has followed a link mailed to its address. */
export const isAddressVerified = (user: Recipient) => user.emailVerified === true || user.emailVerified === 1;

/**
 * Whether an account's address may be sent a mail of this purpose (decision 028). Every mail to an
 * account asks this first. An address nobody has proven may belong to someone who never signed up:
 * it gets the link that proves it and a password reset it asked for, nothing else. A proven address
 * needs no verification link.
 */
export function mayMail(user: Recipient, purpose: MailPurpose): boolean {
  if (purpose === 'address-verification') return !isAddressVerified(user);
  if (purpose === 'password-reset') return true;
  return isAddressVerified(user);
}
