import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { readFollowLinks } from '../follow-link-store';

/**
 * "Your tips": the follow pages this browser made for tips sent to the trip (decision 062). Each opens
 * the server's follow page; the list lives in this browser only.
 */
export function YourTips({ tripId }: { tripId: string }) {
  const [links] = useState(() => readFollowLinks().filter((link) => link.tripId === tripId));
  if (links.length === 0) return null;
  return (
    <Card className="w-full p-6 text-left">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Eye className="size-5 text-brand-700" aria-hidden="true" />
        Your tips
      </h2>
      <p className="mt-1 text-sm text-slate-600">See what became of the tips you sent from this browser.</p>
      <ul className="mt-3 flex flex-col gap-2">
        {links.map((link, index) => (
          <li key={link.token}>
            <a className="font-semibold text-brand-700 underline-offset-4 hover:underline" href={link.path}>
              Your tips for {link.destination}
              {links.length > 1 ? ` (${index + 1})` : ''}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export default YourTips;
