import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { CATEGORY_TITLE_KEYS, type Category } from '../../../../shared/categories.js';
import type { GuidebookTip, UpdateGuidebookTipBody } from '../../../../shared/contracts/guidebook-tips.js';
import type { PlaceData } from '../../../../shared/contracts/tips.js';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { Field, Select } from '../../../components/ui/field';
import { showError } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n';
import { TaggedPlace } from '../../places/components/tagged-place';
import { withPlaceRenamed } from '../../places/place-text';
import { ONE_PLACE_TAG_ONLY_KEY, withoutNewTag } from '../../places/second-place-tag';
import { DraftTipField } from '../../tips/components/draft-tip-field';
import { CATEGORY_TIP_HINT_KEYS } from '../../tips/category-style';
import { isBlank, type DraftTip } from '../../tips/tips-draft';
import { editDraftTipContent } from '../../tips/draft-tip-rules';
import { GUIDEBOOK_CATEGORIES } from '../guidebook-rules';

/** The tip's stored place, in the form the entry field keeps a tagged place. */
function placeOf(tip: GuidebookTip): PlaceData | null {
  if (!tip.place_name) return null;
  return {
    name: tip.place_name,
    placeId: tip.place_id,
    latitude: tip.latitude,
    longitude: tip.longitude,
    address: tip.place_address,
  };
}

type EditTipFormProps = {
  tip: GuidebookTip;
  busy: boolean;
  onSave: (body: UpdateGuidebookTipBody) => void;
};

/**
 * The edit dialog's form. The tagged place shows under the text, to be changed for another or removed; it
 * counts as the tip's one place: a second `@` is refused, as in the add dialog, but here the `@` is simply
 * removed. A place changed in this dialog is sent (null once removed, or once its name is edited out of
 * the text); the server applies the rule (rules/retag-place.ts).
 */
export function EditTipForm({ tip, busy, onSave }: EditTipFormProps) {
  const t = useT();
  const id = useId();
  const [storedPlace] = useState(() => placeOf(tip));
  const [category, setCategory] = useState<Category>(tip.category);
  const [entry, setEntry] = useState<DraftTip>({ key: tip.id, content: tip.content, place: storedPlace });
  const [selectingPlace, setSelectingPlace] = useState(false);
  const canSave = !isBlank(entry.content) && !busy && !selectingPlace;
  const fieldRef = useRef<HTMLTextAreaElement | null>(null);
  // After a place is changed or removed, the text is where the person goes on, the caret after it.
  const [returnToText, setReturnToText] = useState(false);
  useEffect(() => {
    const field = fieldRef.current;
    if (!returnToText || !field) return;
    setReturnToText(false);
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [returnToText]);

  function changePlace(place: PlaceData) {
    setEntry((current) => ({
      ...current,
      content: current.place
        ? withPlaceRenamed(current.content, current.place.name, place.name)
        : current.content,
      place,
    }));
    setReturnToText(true);
  }

  function changeContent(content: string, caret: number) {
    const stripped = entry.place ? withoutNewTag(entry.content, content, caret) : null;
    if (stripped !== null) showError(t(ONE_PLACE_TAG_ONLY_KEY));
    setEntry(editDraftTipContent(entry, stripped ?? content));
  }

  function save() {
    if (!canSave) return;
    const body: UpdateGuidebookTipBody = { category, content: entry.content.trim() };
    if (entry.place !== storedPlace) body.place = entry.place;
    onSave(body);
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    save();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter saves, as Enter adds in the add dialog; Shift+Enter starts a new line. The place search may
    // have taken the key already (choosing a place, or the moment after).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (event.nativeEvent.defaultPrevented) return;
    event.preventDefault();
    save();
  }

  return (
    <form onSubmit={handleSubmit} aria-busy={busy} className="space-y-5">
      <Field id={`${id}-category`} label={t('guidebooks.editTip.category')}>
        <Select
          id={`${id}-category`}
          value={category}
          disabled={busy}
          onChange={(event) => setCategory(event.target.value as Category)}
        >
          {GUIDEBOOK_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {t(CATEGORY_TITLE_KEYS[option])}
            </option>
          ))}
        </Select>
      </Field>
      <div className="space-y-1.5">
        <p aria-hidden="true" className="text-sm font-semibold text-slate-800">
          {t('guidebooks.editTip.recommendation')}
        </p>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {entry.place ? t('guidebooks.editTip.hintTagged') : t('guidebooks.editTip.hintUntagged')}
        </p>
        <DraftTipField
          entry={entry}
          label={t('guidebooks.editTip.recommendation')}
          emptyText={t(CATEGORY_TIP_HINT_KEYS[category])}
          promptId={`${id}-hint`}
          removable={false}
          disabled={busy}
          textareaRef={(element) => {
            fieldRef.current = element;
          }}
          onContentChange={changeContent}
          onPlaceChosen={(content, place) => setEntry((current) => ({ ...current, content, place }))}
          onSelectingPlaceChange={setSelectingPlace}
          onKeyDown={handleKeyDown}
          onRemove={() => undefined}
        />
      </div>
      {entry.place ? (
        <TaggedPlace
          key={entry.place.placeId ?? entry.place.name}
          place={entry.place}
          disabled={busy}
          onChange={changePlace}
          onRemove={() => {
            setEntry((current) => ({ ...current, place: null }));
            setReturnToText(true);
          }}
          onSelectingChange={setSelectingPlace}
        />
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary" disabled={busy}>
            {t('guidebooks.editTip.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!canSave}>
          {busy ? t('guidebooks.editTip.submitting') : t('guidebooks.editTip.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
