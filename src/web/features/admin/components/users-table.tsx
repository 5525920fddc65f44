import type { AdminUser } from '../../../../shared/contracts/admin.js';
import { useT } from '../../../lib/i18n';
import { UserDate } from './user-date';
import { UserId } from './user-id';

const headClass = 'px-4 py-3 text-start text-xs font-bold tracking-wide text-slate-600 uppercase';
const cellClass = 'px-4 py-3 align-middle';

/** Wide screens: one row per account. */
export function UsersTable({ users }: { users: readonly AdminUser[] }) {
  const t = useT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{t('admin.users.listLabel')}</caption>
        <colgroup>
          <col />
          <col className="w-56" />
          <col className="w-44" />
          <col className="w-44" />
        </colgroup>
        <thead className="border-b border-slate-200 bg-slate-50/80">
          <tr>
            <th scope="col" className={headClass}>
              {t('admin.users.email')}
            </th>
            <th scope="col" className={headClass}>
              {t('admin.users.id')}
            </th>
            <th scope="col" className={headClass}>
              {t('admin.users.lastSignIn')}
            </th>
            <th scope="col" className={headClass}>
              {t('admin.users.created')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user.id} className="transition-colors hover:bg-slate-50/70">
              <th scope="row" className={`${cellClass} text-start font-normal`}>
                <span dir="auto" className="block truncate font-semibold text-slate-900" title={user.email}>
                  {user.email}
                </span>
                <span dir="auto" className="block truncate text-slate-600">
                  {`${user.first_name} ${user.last_name}`.trim()}
                </span>
              </th>
              <td className={cellClass}>
                <UserId id={user.id} email={user.email} />
              </td>
              <td className={`${cellClass} text-slate-700`}>
                <UserDate iso={user.last_sign_in_at} />
              </td>
              <td className={`${cellClass} text-slate-700`}>
                <UserDate iso={user.created_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
