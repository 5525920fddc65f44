import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { rich, useT } from '../../../lib/i18n';
import { readFollowLinks } from '../follow-link-store';

/**
 * "Your tips": the follow pages this browser made for tips sent to the trip (decision 062). Each opens
 * the server's follow page; the list lives in this browser only.
 */
export function YourTips({ tripId }: { tripId: string }) {
  const t = useT();
  const [links] = useState(() => readFollowLinks().filter((link) => link.tripId === tripId));
  if (links.length === 0) return null;
  return (
    <Card className="w-full p-6 text-start">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Eye className="size-5 text-brand-700" aria-hidden="true" />
        {t('public.yourTips.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('public.yourTips.text')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {links.map((link, index) => {
          const destination = <bdi>{link.destination}</bdi>;
          return (
            <li key={link.token}>
              <a className="font-semibold text-brand-700 underline-offset-4 hover:underline" href={link.path}>
                {links.length > 1
                  ? rich(t, 'public.yourTips.linkNumbered', { destination, number: index + 1 })
                  : rich(t, 'public.yourTips.link', { destination })}
              </a>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export default YourTips;
