import { LIMITS } from '../../../shared/limits.js';
import { copyRequestFor } from '../../../shared/rules/copy-request.js';
import type { AuthCarriedData } from './auth-navigation-state';

/**
 * The sentence the sign-up card shows about what it will keep for the visitor, in parts so the guidebook's
 * title can be emphasised and stay plain text: `title` sits between `before` and `after` when there is one.
 */
export type PendingCopyNote = { before: string; title?: string; after: string };

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
  const into = request.into === 'trip' ? ' as a trip for you' : ' as a guidebook for you';
  switch (request.body.from) {
    case 'shared-guidebook': {
      const title = carriedTitle(carried.guidebookData);
      return title
        ? { before: "We'll save ", title, after: into }
        : { before: "We'll save this guidebook", after: into };
    }
    case 'submission':
      return { before: "We'll save the tips you sent", after: into };
    case 'shared-favorites':
      return { before: "We'll save these tips", after: into };
  }
}
