import type { PublicTrip } from '../../../../shared/contracts/public.js';
import { Avatar } from '../../../components/ui/avatar';
import { rich, useT } from '../../../lib/i18n';

/** Who asks, for where, how the form works, and the owner's own words about what they are looking for. */
export function TripAskHeader({ trip }: { trip: PublicTrip }) {
  const t = useT();
  const { owner } = trip;
  const note = trip.recommendation_types?.trim();
  return (
    <header className="space-y-4">
      <h1 className="text-[1.625rem] leading-tight font-extrabold tracking-tight text-balance break-words text-slate-900 sm:text-4xl">
        {rich(t, 'friend.ask.title', {
          name: <bdi>{owner.first_name}</bdi>,
          destination: <bdi className="text-brand-700">{trip.destination}</bdi>,
        })}
      </h1>
      <p className="text-pretty text-slate-700">{t('friend.ask.help')}</p>
      {note ? (
        <figure className="flex items-start gap-3">
          <Avatar
            firstName={owner.first_name}
            lastName={owner.last_name}
            imageUrl={owner.avatar_url}
            className="size-10 text-sm ring-2 ring-white"
          />
          <div className="min-w-0 flex-1 rounded-2xl rounded-ss-md bg-white p-4 shadow-card ring-1 ring-slate-200/80">
            <figcaption dir="auto" className="text-sm font-bold break-words text-slate-900">
              {owner.first_name} {owner.last_name}
            </figcaption>
            <blockquote className="mt-1 text-pretty break-words whitespace-pre-line text-slate-700">
              {rich(t, 'friend.ask.note', { note: <bdi>{note}</bdi> })}
            </blockquote>
          </div>
        </figure>
      ) : null}
    </header>
  );
}
