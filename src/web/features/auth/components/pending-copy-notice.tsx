import { BookmarkCheck } from 'lucide-react';
import { rich, useT } from '../../../lib/i18n';
import type { PendingCopyNote } from '../pending-copy-note';

/** Tells a visitor who came to keep a shared list what their new account will hold. */
export function PendingCopyNotice({ note }: { note: PendingCopyNote }) {
  const t = useT();
  return (
    <p className="mb-6 flex gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-slate-800 ring-1 ring-brand-100">
      <BookmarkCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <span className="min-w-0 break-words">
        {note.key === 'auth.pendingCopy.namedGuidebook'
          ? rich(t, note.key, {
              into: note.into,
              title: (
                <bdi>
                  <em className="font-semibold">{note.title}</em>
                </bdi>
              ),
            })
          : t(note.key, { into: note.into })}
      </span>
    </p>
  );
}
