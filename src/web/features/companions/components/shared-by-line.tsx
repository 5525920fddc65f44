import { Users } from 'lucide-react';
import type { ListAccess } from '../../../../shared/contracts/companions.js';
import type { CompanionRole } from '../../../../shared/rules/list-roles.js';
import { cn } from '../../../lib/cn';
import { rich, useT } from '../../../lib/i18n';

export const ROLE_KEYS = {
  editor: 'companions.role.editor',
  viewer: 'companions.role.viewer',
} as const satisfies Record<CompanionRole, string>;

export const ROLE_HINT_KEYS = {
  editor: 'companions.role.editorHint',
  viewer: 'companions.role.viewerHint',
} as const satisfies Record<CompanionRole, string>;

/** "Can edit" or "Can view", as a small label. */
export function RoleBadge({ role }: { role: CompanionRole }) {
  const t = useT();
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
      {t(ROLE_KEYS[role])}
    </span>
  );
}

/** "Shared by Ana" and the reader's role, on a list someone else shared with them; nothing on their own. */
export function SharedByLine({ access, className }: { access: ListAccess; className?: string }) {
  const t = useT();
  if (access.role === 'owner') return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700', className)}>
      <Users aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      <span className="min-w-0 font-medium [overflow-wrap:anywhere]">
        {rich(t, 'companions.sharedBy', { name: <bdi>{access.shared_by ?? ''}</bdi> })}
      </span>
      <RoleBadge role={access.role} />
    </p>
  );
}
