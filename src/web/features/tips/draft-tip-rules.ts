import { isBlank, newDraftTip, type DraftTip } from './tips-draft';

/** The entries of one category, as the form edits them. */
type Entries = readonly DraftTip[];

export function canRemove(entries: Entries): boolean {
  return entries.length > 1;
}

/** "+ Add Another" is offered only once the last entry holds something. */
export function showAddAnother(entries: Entries): boolean {
  const last = entries.at(-1);
  return last !== undefined && !isBlank(last.content);
}

/** Inserts an empty entry after `index` and returns the list with the new entry, to focus it. */
export function addDraftTipAfter(entries: Entries, index: number): { entries: DraftTip[]; added: DraftTip } {
  const added = newDraftTip();
  const next = [...entries];
  next.splice(Math.min(Math.max(index + 1, 0), entries.length), 0, added);
  return { entries: next, added };
}

/** Removes the entry at `index`; the last remaining entry of a category always stays. */
export function removeDraftTipAt(entries: Entries, index: number): DraftTip[] {
  if (!canRemove(entries) || index < 0 || index >= entries.length) return [...entries];
  return entries.filter((_, position) => position !== index);
}

/** New text for an entry; a tagged place is dropped once its name no longer appears in the text. */
export function editDraftTipContent(entry: DraftTip, content: string): DraftTip {
  const placeStillNamed =
    entry.place !== null && content.toLowerCase().includes(entry.place.name.toLowerCase());
  return { ...entry, content, place: placeStillNamed ? entry.place : null };
}

export type DraftTipKeyAction = 'add-below' | 'remove' | 'ignore-enter' | 'default';

interface DraftTipKey {
  key: string;
  shiftKey: boolean;
  /** True while an input method is composing text (Enter then confirms the composition). */
  isComposing: boolean;
}

/**
 * What a key press in an entry does: Enter (without Shift) in a non-blank entry adds an entry below,
 * in a blank one it does nothing; Backspace in an empty entry removes it when the category has others.
 */
export function draftTipKeyAction(
  event: DraftTipKey,
  content: string,
  entryCount: number,
): DraftTipKeyAction {
  if (event.isComposing) return 'default';
  if (event.key === 'Enter' && !event.shiftKey) return isBlank(content) ? 'ignore-enter' : 'add-below';
  if (event.key === 'Backspace' && content === '' && entryCount > 1) return 'remove';
  return 'default';
}
