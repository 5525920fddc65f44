import { useEffect, useState } from 'react';
import { CATEGORY_TITLE_KEYS, type Category } from '../../../../shared/categories.js';
import type { PublicTrip } from '../../../../shared/contracts/public.js';
import { PlainButton } from '../../../components/ui/plain-button';
import { Card } from '../../../components/ui/card';
import { showError } from '../../../components/ui/toast';
import { Send } from '../../../components/ui/inline-icons';
import { rich, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { categoriesWithContent, draftHasContent, draftToTips } from '../../tips/tips-draft';
import { DraftTipsForm } from '../../tips/components/draft-tips-form';
import { loadSendStep, type SendStepComponent } from '../send-step-loader';
import { askedCategory, bottomPaddingFor } from '../submission-rules';
import { useFriendDraft } from '../use-friend-draft';
import { RestoredNotice } from './restored-notice';
import { TripAskHeader } from './trip-ask-header';

type AskFormProps = {
  trip: PublicTrip;
  /** The ask link's token when the page was opened by one. */
  shareToken: string | null;
  /** Called once the server has stored the tips, to move on to the thank-you page. */
  onSent: () => void;
};

/** The trip's header, the entry form and the way to send: what a friend sees once the trip is known. */
export function AskForm({ trip, shareToken, onSent }: AskFormProps) {
  const t = useT();
  const friend = useFriendDraft(trip.id);
  const name = trip.owner.first_name;
  const named = <bdi>{name}</bdi>;
  useDocumentTitle(t('friend.ask.docTitle', { name, destination: trip.destination }));
  // An ask for one category (?ask=eat): the owner has no tips there yet.
  const [asked] = useState(() => askedCategory(window.location.search));
  const [category, setCategory] = useState<Category>(
    () => asked ?? categoriesWithContent(friend.draft)[0] ?? 'do',
  );
  const paused = !trip.collecting;
  const [naming, setNaming] = useState(false);
  const [selectingPlace, setSelectingPlace] = useState(false);
  const [SendStep, setSendStep] = useState<SendStepComponent | null>(null);
  // The name step could not be fetched (offline since the page opened): said here, toasts may be missing too.
  const [stepError, setStepError] = useState(false);
  const hasContent = draftHasContent(friend.draft);
  const entries = draftToTips(friend.draft);

  function sent() {
    friend.discard();
    onSent();
  }

  useEffect(() => {
    if (!hasContent || SendStep) return;
    loadSendStep().then(
      (component) => setSendStep(() => component),
      () => undefined,
    );
  }, [hasContent, SendStep]);

  async function openNameStep() {
    if (selectingPlace) return;
    if (entries.length === 0) {
      showError(t('friend.ask.empty'), t('friend.ask.emptyText'));
      return;
    }
    try {
      const component = await loadSendStep();
      setSendStep(() => component);
      setStepError(false);
    } catch {
      setStepError(true);
      showError(t('friend.ask.sendFailed'), t('friend.ask.offline'));
      return;
    }
    setNaming(true);
  }

  return (
    <div
      className="mx-auto w-full max-w-2xl space-y-6 px-4 pt-6 sm:px-6 sm:pt-10"
      style={{ paddingBottom: bottomPaddingFor(friend.draft[category].length) }}
    >
      {friend.restored ? <RestoredNotice onDismiss={friend.dismissRestored} /> : null}
      <TripAskHeader trip={trip} />
      {paused ? (
        <p role="status" className="rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          {rich(t, 'friend.ask.paused', { name: named })}
        </p>
      ) : asked ? (
        <p className="rounded-2xl bg-sky-100 p-4 font-semibold text-sky-950">
          {rich(t, 'friend.ask.asked', { name: named, category: t(CATEGORY_TITLE_KEYS[asked]) })}
        </p>
      ) : null}
      <Card className="p-4 sm:p-6">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void openNameStep();
          }}
        >
          <DraftTipsForm
            draft={friend.draft}
            onDraftChange={friend.setDraft}
            category={category}
            onCategoryChange={setCategory}
            onSelectingPlaceChange={setSelectingPlace}
          />
          {hasContent && !paused ? (
            <div className="sticky bottom-0 z-10 -mx-4 mt-5 -mb-4 rounded-b-3xl border-t border-slate-100 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:-mx-6 sm:-mb-6 sm:px-6 sm:py-4">
              <PlainButton type="submit" size="lg" className="w-full" disabled={selectingPlace}>
                <Send aria-hidden="true" className="rtl:-scale-x-100" />
                {t('friend.ask.submit')}
              </PlainButton>
              {stepError ? (
                <p role="alert" className="mt-2 text-center text-sm font-medium text-red-700">
                  {t('friend.ask.offline')}
                </p>
              ) : null}
            </div>
          ) : null}
        </form>
      </Card>
      {SendStep ? (
        <SendStep
          open={naming}
          onOpenChange={setNaming}
          tripId={trip.id}
          shareToken={shareToken}
          ownerFirstName={trip.owner.first_name}
          entries={entries}
          name={friend.contributorName}
          onNameChange={friend.setContributorName}
          anonymous={friend.anonymous}
          onAnonymousChange={friend.setAnonymous}
          onSent={sent}
        />
      ) : null}
    </div>
  );
}
