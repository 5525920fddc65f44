import { describe, expect, it } from 'vitest';
import { newDraftTip } from './tips-draft';
import {
  addDraftTipAfter,
  canRemove,
  editDraftTipContent,
  draftTipKeyAction,
  removeDraftTipAt,
  showAddAnother,
} from './draft-tip-rules';

const withText = (content: string) => ({ ...newDraftTip(), content });
const keyPress = (key: string, shiftKey = false, isComposing = false) => ({ key, shiftKey, isComposing });

describe('entry list rules', () => {
  it('offers removal only when a category has more than one entry', () => {
    expect(canRemove([withText('a')])).toBe(false);
    expect(canRemove([withText('a'), withText('')])).toBe(true);
  });

  it('offers "+ Add Another" only when the last entry is non-blank', () => {
    expect(showAddAnother([withText('')])).toBe(false);
    expect(showAddAnother([withText('a'), withText('  ')])).toBe(false);
    expect(showAddAnother([withText(''), withText('b')])).toBe(true);
  });

  it('adds an empty entry right after the given one', () => {
    const first = withText('a');
    const last = withText('c');
    const { entries, added } = addDraftTipAfter([first, last], 0);
    expect(entries).toEqual([first, added, last]);
    expect(added).toMatchObject({ content: '', place: null });
    expect(addDraftTipAfter([first, last], 1).entries.at(-1)?.content).toBe('');
  });

  it('removes an entry but never the last one', () => {
    const a = withText('a');
    const b = withText('');
    expect(removeDraftTipAt([a, b], 1)).toEqual([a]);
    expect(removeDraftTipAt([a], 0)).toEqual([a]);
    expect(removeDraftTipAt([a, b], 5)).toEqual([a, b]);
  });

  it('keeps a tagged place while its name is still in the text, case-insensitively', () => {
    const tagged = { ...withText('Lunch at Tsukiji'), place: { name: 'Tsukiji', latitude: 1, longitude: 2 } };
    expect(editDraftTipContent(tagged, 'Breakfast at TSUKIJI market').place).toEqual(tagged.place);
    expect(editDraftTipContent(tagged, 'Breakfast at Tsuki').place).toBeNull();
    expect(editDraftTipContent(withText('x'), 'y')).toMatchObject({ content: 'y', place: null });
  });
});

describe('draftTipKeyAction', () => {
  it('adds an entry on Enter in a non-blank entry', () => {
    expect(draftTipKeyAction(keyPress('Enter'), 'Ramen', 1)).toBe('add-below');
  });

  it('keeps Shift+Enter as a new line and leaves composition alone', () => {
    expect(draftTipKeyAction(keyPress('Enter', true), 'Ramen', 1)).toBe('default');
    expect(draftTipKeyAction(keyPress('Enter', false, true), 'Ramen', 1)).toBe('default');
  });

  it('ignores Enter in a blank entry', () => {
    expect(draftTipKeyAction(keyPress('Enter'), '  ', 2)).toBe('ignore-enter');
  });

  it('removes an empty entry on Backspace only when others remain', () => {
    expect(draftTipKeyAction(keyPress('Backspace'), '', 2)).toBe('remove');
    expect(draftTipKeyAction(keyPress('Backspace'), '', 1)).toBe('default');
    expect(draftTipKeyAction(keyPress('Backspace'), ' ', 2)).toBe('default');
  });
});
