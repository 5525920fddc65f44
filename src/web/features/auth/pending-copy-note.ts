import { LIMITS } from '../../../shared/limits.js';
import { copyRequestFor } from '../../../shared/rules/copy-request.js';
import type { AuthCarriedData } from './auth-navigation-state';

/** What the copy will become in the new account. */
type Into = 'trip' | 'guidebook';

/**
 * The sentence the sign-up card shows about what it will keep for the visitor: its message and values.
 * A guidebook's title comes apart from the sentence so it can be emphasised and stay plain text.
 */
export type PendingCopyNote =
  | { key: 'auth.pendingCopy.namedGuidebook'; into: Into; title: string }
  | {
      key: 'auth.pendingCopy.guidebook' | 'auth.pendingCopy.sentTips' | 'auth.pendingCopy.favorites';
      into: Into;
    };

/** The guidebook's title as carried: one line, no longer than a title may be, or null without one. */
function carriedTitle(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const title = (data as Record<string, unknown>).title;
  if (typeof title !== 'string') return null;
  const line = title.replace(/\s+/g, ' ').trim().slice(0, LIMITS.guidebookTitleMaxLength);
  return line === '' ? null : line;
}

/**
 * What the account will get once it exists, told from the request that will make it (the same reading the
 * copy itself goes by, so the card never promises what will not be made); null when nothing was carried.
 */
export function pendingCopyNote(carried: AuthCarriedData): PendingCopyNote | null {
  const request = copyRequestFor(carried);
  if (!request) return null;
  const into = request.into;
  switch (request.body.from) {
    case 'shared-guidebook': {
      const title = carriedTitle(carried.guidebookData);
      return title
        ? { key: 'auth.pendingCopy.namedGuidebook', into, title }
        : { key: 'auth.pendingCopy.guidebook', into };
    }
    case 'submission':
      return { key: 'auth.pendingCopy.sentTips', into };
    case 'shared-favorites':
      return { key: 'auth.pendingCopy.favorites', into };
  }
}
