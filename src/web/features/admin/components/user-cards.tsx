import type { ReactNode } from 'react';
import type { AdminUser } from '../../../../shared/contracts/admin.js';
import { useT } from '../../../lib/i18n';
import { UserDate } from './user-date';
import { UserId } from './user-id';

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-2">
      <dt className="text-xs font-semibold text-slate-600">{term}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
    </div>
  );
}

/** Phones: one card per account, its facts stacked. */
export function UserCards({ users }: { users: readonly AdminUser[] }) {
  const t = useT();
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('admin.users.listLabel')}>
      {users.map((user) => (
        <li key={user.id} className="px-4 py-4 text-sm">
          <p dir="auto" className="font-semibold [overflow-wrap:anywhere] text-slate-900">
            {user.email}
          </p>
          <p dir="auto" className="[overflow-wrap:anywhere] text-slate-600">
            {`${user.first_name} ${user.last_name}`.trim()}
          </p>
          <dl className="mt-3 space-y-1.5">
            <Line term={t('admin.users.id')}>
              <UserId id={user.id} email={user.email} />
            </Line>
            <Line term={t('admin.users.lastSignIn')}>
              <UserDate iso={user.last_sign_in_at} />
            </Line>
            <Line term={t('admin.users.created')}>
              <UserDate iso={user.created_at} />
            </Line>
          </dl>
        </li>
      ))}
    </ul>
  );
}
