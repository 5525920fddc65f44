/**
 * Who may do what on a trip or a guidebook (decision 069): its owner, and the companions they invited as
 * editors or viewers. The server checks these inside each write's transaction; the app reads the same
 * table to show only the controls a person may use.
 */
export const COMPANION_ROLES = ['editor', 'viewer'] as const;
export type CompanionRole = (typeof COMPANION_ROLES)[number];
export type ListRole = 'owner' | CompanionRole;

export type ListAction =
  /** Read the list and its tips, map them, export them, copy a guidebook. */
  | 'read'
  /** Add, edit, tick, favourite, reorder and delete tips; import; edit the description. */
  | 'edit'
  /** Make and revoke favourites links (a trip) and shared links (a guidebook). */
  | 'share'
  /** Delete the list; invite and remove companions; the ask link, its pause and the trip's settings. */
  | 'own';

const ALLOWED: Record<ListRole, readonly ListAction[]> = {
  owner: ['read', 'edit', 'share', 'own'],
  editor: ['read', 'edit', 'share'],
  viewer: ['read'],
};

/** Whether `role` may do `action`; no role (a stranger) may do nothing. */
export const mayDo = (role: ListRole | null | undefined, action: ListAction): boolean =>
  role ? ALLOWED[role].includes(action) : false;

/** The roles that may do `action`: what a query narrows companions by. */
export const rolesAllowedTo = (action: ListAction): ListRole[] =>
  (Object.keys(ALLOWED) as ListRole[]).filter((role) => ALLOWED[role].includes(action));

/** How long an invite opens the list, and how many invites by mail an owner may send a day. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITE_MAILS_PER_DAY = 20;

/** The companions one list may have, and the invites it may have open at once: bounds on every read of them. */
export const COMPANIONS_PER_LIST = 50;
export const OPEN_INVITES_PER_LIST = 20;
