import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { CATEGORY_TITLE_KEYS, type Category } from '../../../../shared/categories.js';
import { LIMITS } from '../../../../shared/limits.js';
import type { PlaceData } from '../../../../shared/contracts/tips.js';
import { PlainButton } from '../../../components/ui/plain-button';
import { showError } from '../../../components/ui/toast';
import { Plus } from '../../../components/ui/inline-icons';
import { useT } from '../../../lib/i18n';
import { ONE_PLACE_TAG_ONLY_KEY, withoutNewTag } from '../../places/second-place-tag';
import { CATEGORY_PROMPT_KEYS, CATEGORY_TIP_HINT_KEYS } from '../category-style';
import { canAddDraftTip, categoriesWithContent, type DraftTip, type TipsDraft } from '../tips-draft';
import {
  addDraftTipAfter,
  canRemove,
  editDraftTipContent,
  draftTipKeyAction,
  removeDraftTipAt,
  showAddAnother,
} from '../draft-tip-rules';
import { CategoryTabs } from './category-tabs';
import { DraftTipField } from './draft-tip-field';

export type DraftTipsFormProps = {
  draft: TipsDraft;
  onDraftChange: (draft: TipsDraft) => void;
  category: Category;
  onCategoryChange: (category: Category) => void;
  disabled?: boolean;
  /** Submit waits while a place is being chosen. */
  onSelectingPlaceChange?: (selecting: boolean) => void;
};

/** Category strip plus the active category's entries; Enter adds an entry, Backspace removes an empty one. */
export function DraftTipsForm(props: DraftTipsFormProps) {
  const t = useT();
  const { draft, onDraftChange, category, disabled = false } = props;
  const entries = draft[category];
  const panelId = useId();
  const promptId = `${panelId}-prompt`;
  const fields = useRef(new Map<string, HTMLTextAreaElement>());
  // The entry to focus once the parent has rendered the draft that contains it.
  const focusAfterRender = useRef<string | null>(null);

  useEffect(() => {
    const key = focusAfterRender.current;
    if (key === null) return;
    focusAfterRender.current = null;
    const field = fields.current.get(key);
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [draft]);

  const room = canAddDraftTip(draft);
  const dots = Object.fromEntries(categoriesWithContent(draft).map((filled) => [filled, true]));

  function replaceDraftTips(next: DraftTip[], focusKey?: string) {
    if (focusKey !== undefined) focusAfterRender.current = focusKey;
    onDraftChange({ ...draft, [category]: next });
  }

  function addAfter(index: number) {
    if (!room) return;
    const { entries: next, added } = addDraftTipAfter(entries, index);
    replaceDraftTips(next, added.key);
  }

  function remove(index: number) {
    const neighbour = entries[index - 1] ?? entries[index + 1];
    replaceDraftTips(removeDraftTipAt(entries, index), neighbour?.key);
  }

  function changeContent(entry: DraftTip, content: string, caret: number) {
    const stripped = entry.place ? withoutNewTag(entry.content, content, caret) : null;
    if (stripped === null) {
      replaceDraftTips(entries.map((item) => (item === entry ? editDraftTipContent(item, content) : item)));
      return;
    }
    // One place per tip: the `@` moves to a new entry of its own.
    showError(t(ONE_PLACE_TAG_ONLY_KEY));
    const kept = entries.map((item) => (item === entry ? editDraftTipContent(item, stripped) : item));
    if (!room) return replaceDraftTips(kept);
    const { entries: next, added } = addDraftTipAfter(kept, entries.indexOf(entry));
    replaceDraftTips(
      next.map((item) => (item === added ? { ...added, content: '@' } : item)),
      added.key,
    );
  }

  function choosePlace(entry: DraftTip, content: string, place: PlaceData) {
    replaceDraftTips(entries.map((item) => (item === entry ? { ...item, content, place } : item)));
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLTextAreaElement>) {
    const entry = entries[index];
    // The place search took this key already.
    if (!entry || event.nativeEvent.defaultPrevented) return;
    const keyPress = { key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing };
    const action = draftTipKeyAction(keyPress, entry.content, entries.length);
    if (action === 'default') return;
    event.preventDefault();
    if (action === 'add-below') addAfter(index);
    if (action === 'remove') remove(index);
  }

  const title = t(CATEGORY_TITLE_KEYS[category]);
  // The remove button names the category in the sentence's own words (lower case in English).
  const selector = category === 'get-around' ? 'getAround' : category;
  return (
    <div className="space-y-3">
      <CategoryTabs
        value={category}
        onChange={(filter) => {
          if (filter !== 'all') props.onCategoryChange(filter);
        }}
        dots={dots}
        label={t('friend.draft.tabs')}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${category}`} className="space-y-3">
        <p id={promptId} className="text-sm font-semibold text-slate-800">
          {t(CATEGORY_PROMPT_KEYS[category])}
        </p>
        {entries.map((entry, index) => (
          <DraftTipField
            key={entry.key}
            entry={entry}
            label={t('friend.draft.entry', { category: title, number: index + 1 })}
            removeLabel={t('friend.draft.remove', { category: selector, number: index + 1 })}
            emptyText={t(CATEGORY_TIP_HINT_KEYS[category])}
            promptId={promptId}
            removable={canRemove(entries)}
            disabled={disabled}
            textareaRef={(element) => {
              if (element) fields.current.set(entry.key, element);
              else fields.current.delete(entry.key);
            }}
            onContentChange={(content, caret) => changeContent(entry, content, caret)}
            onPlaceChosen={(content, place) => choosePlace(entry, content, place)}
            onSelectingPlaceChange={(selecting) => props.onSelectingPlaceChange?.(selecting)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onRemove={() => remove(index)}
          />
        ))}
        {room && showAddAnother(entries) ? (
          <PlainButton
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => addAfter(entries.length - 1)}
          >
            <Plus aria-hidden="true" />
            {t('friend.draft.addAnother')}
          </PlainButton>
        ) : null}
        {room ? null : (
          <p className="text-sm text-slate-600">
            {t('friend.draft.full', { count: LIMITS.tipsPerRequestMax })}
          </p>
        )}
      </div>
    </div>
  );
}
