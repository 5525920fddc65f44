import { useRef, useState, type SubmitEvent } from 'react';
import type { Category } from '../../../../shared/categories.js';
import type { NewTip } from '../../../../shared/contracts/tips.js';
import { LIMITS } from '../../../../shared/limits.js';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { showError } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n';
import { keepDialogOpenForPlaceSearch } from '../../places/place-search-escape';
import { draftHasContent, draftToTips, emptyDraft } from '../tips-draft';
import { DraftTipsForm } from './draft-tips-form';

export type AddTipsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category shown each time the dialog opens. */
  initialCategory?: Category;
  /** Sends the tips; reject to keep the entries (the caller reports the error). */
  onSubmit: (entries: NewTip[]) => Promise<unknown>;
};

/**
 * The "Add New Recommendations" dialog. The draft lives here, outside the dialog's content, so closing
 * the dialog by accident keeps what was typed; only a successful submit clears it.
 */
export function AddTipsDialog(props: AddTipsDialogProps) {
  const { open, onOpenChange, initialCategory = 'do', onSubmit } = props;
  const t = useT();
  const [draft, setDraft] = useState(emptyDraft);
  const [category, setCategory] = useState<Category>(initialCategory);
  const [submitting, setSubmitting] = useState(false);
  const [selectingPlace, setSelectingPlace] = useState(false);
  // State updates are not synchronous, so a double click is stopped by this flag, not by `submitting`.
  const inFlight = useRef(false);
  const contentRef = useRef<HTMLDivElement>(null);

  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setCategory(initialCategory);
  }

  async function submit() {
    if (inFlight.current || selectingPlace) return;
    const entries = draftToTips(draft);
    if (entries.length === 0) {
      showError(t('tips.add.empty'), t('tips.add.emptyText'));
      return;
    }
    if (entries.length > LIMITS.tipsPerRequestMax) {
      showError(t('tips.add.tooMany', { max: LIMITS.tipsPerRequestMax }));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      await onSubmit(entries);
      setDraft(emptyDraft());
      onOpenChange(false);
    } catch {
      // The caller has shown the error; the entries stay so nothing typed is lost.
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Stay open while sending, so the outcome is visible where the entries are.
        if (next || !inFlight.current) onOpenChange(next);
      }}
    >
      <DialogContent
        ref={contentRef}
        className="md:max-w-2xl"
        onEscapeKeyDown={keepDialogOpenForPlaceSearch}
        onOpenAutoFocus={(event) => {
          const field = contentRef.current?.querySelector<HTMLTextAreaElement>('[role="tabpanel"] textarea');
          if (!field) return;
          event.preventDefault();
          field.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('tips.add.title')}</DialogTitle>
          <DialogDescription>{t('tips.add.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} aria-busy={submitting}>
          <DraftTipsForm
            draft={draft}
            onDraftChange={setDraft}
            category={category}
            onCategoryChange={setCategory}
            disabled={submitting}
            onSelectingPlaceChange={setSelectingPlace}
          />
          {draftHasContent(draft) ? (
            <div className="sticky -bottom-5 -mx-5 mt-5 -mb-5 border-t border-slate-100 bg-white px-5 py-4 md:-bottom-6 md:-mx-6 md:-mb-6 md:px-6">
              <Button
                type="submit"
                size="lg"
                className="w-full md:ms-auto md:flex md:w-auto"
                disabled={submitting || selectingPlace}
              >
                {submitting
                  ? t('tips.add.submitting')
                  : selectingPlace
                    ? t('tips.add.selectingPlace')
                    : t('tips.add.submit')}
              </Button>
            </div>
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}
