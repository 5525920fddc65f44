import { ArrowRight, Bookmark, PartyPopper } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { rich, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openAuthCarrying } from '../../auth/auth-navigation-state';
import { useSignedIn } from '../../auth/use-signed-in';
import { fetchPublicTrip } from '../api';
import { forgetSubmitted, readSubmitted } from '../submitted-tips';
import { readLookedUpTrip, type LookedUpTrip } from '../trip-session';
import { FollowTipsCard } from '../components/follow-tips-card';
import { YourTips } from '../components/your-tips';
import { FRIEND_PAGES } from '../../../../shared/pages/friend-pages.js';
import { fillPage } from '../../../../shared/pages/page-path.js';

/** The trip the tips went to: the session copy, or (for /thank-you/{token} in a new tab) a fresh lookup. */
function useThankedTrip(token: string | null): LookedUpTrip | null {
  const [trip, setTrip] = useState(readLookedUpTrip);
  const known = trip !== null && (token === null || trip.share_token === token);
  useEffect(() => {
    if (known || token === null) return;
    const controller = new AbortController();
    fetchPublicTrip({ by: 'token', token }, controller.signal).then(
      (found) => setTrip({ ...found, share_token: token }),
      () => undefined,
    );
    return () => controller.abort();
  }, [known, token]);
  return trip;
}

/** /thank-you and /thank-you/{shareToken}: thanks, and an invitation to keep tips of one's own. */
export function ThankYouPage({ token }: { token: string | null }) {
  const t = useT();
  const trip = useThankedTrip(token);
  useDocumentTitle(t('public.thanks.docTitle'));
  const signedIn = useSignedIn();
  // Read once, then removed: a reload of this page does not count the same tips again.
  const [{ tips: submitted, receipt }] = useState(readSubmitted);
  useEffect(() => forgetSubmitted(), []);

  const strong = (text: ReactNode) => <strong className="font-semibold text-slate-900">{text}</strong>;
  // Without the trip (a new tab, offline), the destination is not named.
  const saveText = trip
    ? rich(t, signedIn ? 'public.thanks.saveAsGuidebook' : 'public.thanks.signUp', {
        destination: strong(<bdi>{trip.destination}</bdi>),
      })
    : rich(t, signedIn ? 'public.thanks.saveAsGuidebookAnywhere' : 'public.thanks.signUpAnywhere', {
        b: strong,
      });
  const askAgain = token
    ? fillPage(FRIEND_PAGES.askByToken, { token })
    : trip
      ? fillPage(FRIEND_PAGES.askById, { tripId: trip.id })
      : null;
  // A signed-in friend can save only what this page holds a receipt for (not a reload, nor a new tab).
  const showSave = signedIn !== true || receipt !== null;

  // The receipt, not the tips, makes the guidebook: the server copies exactly the tips it stored.
  const getStarted = () =>
    openAuthCarrying({
      tripData: { destination: trip?.destination ?? null, recommendations: submitted, receipt },
    });

  return (
    <section className="flex flex-1 justify-center bg-gradient-to-b from-sky-50 to-slate-50 px-4 py-10 sm:py-16">
      <div className="flex w-full max-w-md flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-3xl bg-white text-brand-700 shadow-lift ring-1 ring-slate-200"
        >
          <PartyPopper className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t('public.thanks.title')}
        </h1>
        <p className="mt-3 text-lg text-slate-700">{t('public.thanks.submitted')}</p>
        {submitted.length > 0 && trip ? (
          <p className="mt-1 [overflow-wrap:anywhere] text-slate-600">
            {rich(t, 'public.thanks.seen', {
              name: <bdi>{trip.owner.first_name}</bdi>,
              count: submitted.length,
            })}
          </p>
        ) : null}

        {showSave ? (
          <Card className="mt-8 w-full p-6 text-start">
            <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <Bookmark className="size-5 text-brand-700" aria-hidden="true" />
              {t('public.thanks.saveTitle')}
            </h2>
            <p className="mt-2 text-pretty break-words text-slate-600">{saveText}</p>
            <Button size="lg" className="mt-5 w-full" onClick={getStarted}>
              {signedIn ? t('public.shared.saveAsGuidebook') : t('public.thanks.getStarted')}
              <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
            </Button>
          </Card>
        ) : null}
        {receipt !== null && trip?.following ? <FollowTipsCard trip={trip} receipt={receipt} /> : null}
        {trip ? (
          <div className="mt-6 w-full">
            <YourTips tripId={trip.id} />
          </div>
        ) : null}
        {askAgain ? (
          <Button asChild variant="link" className="mt-6">
            <a href={askAgain}>{t('public.thanks.sendMore')}</a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
