import { Info } from 'lucide-react';
import type { CompanionNotice } from '../../../../shared/contracts/companions.js';
import { Button } from '../../../components/ui/button';
import { rich, useT } from '../../../lib/i18n';
import { useCompanionNotices, useDismissNotice } from '../notices-api';

function NoticeText({ notice }: { notice: CompanionNotice }) {
  const t = useT();
  const name = <bdi>{notice.owner_first_name}</bdi>;
  const list = <bdi>{notice.list_name}</bdi>;
  return notice.list_kind === 'trip'
    ? rich(t, 'companions.notice.trip', { name, list })
    : rich(t, 'companions.notice.guidebook', { name, list });
}

/**
 * On the dashboard: each list shared with the user that went with its owner's deleted account, said once
 * until dismissed (the server keeps a notice 30 days).
 */
export function CompanionNotices() {
  const t = useT();
  const notices = useCompanionNotices();
  const dismiss = useDismissNotice();
  if (!notices.data?.length) return null;
  return (
    <ul className="mt-6 space-y-2">
      {notices.data.map((notice) => (
        <li
          key={notice.id}
          className="flex flex-col gap-3 rounded-2xl bg-sky-50 p-4 text-sm text-sky-950 ring-1 ring-sky-200 sm:flex-row sm:items-center"
        >
          <p className="flex flex-1 items-start gap-3 break-words">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-800" />
            <span>
              <NoticeText notice={notice} />
            </span>
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={dismiss.isPending && dismiss.variables === notice.id}
            onClick={() => dismiss.mutate(notice.id)}
          >
            {t('companions.notice.dismiss')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
