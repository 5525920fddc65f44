import { describe, expect, it } from 'vitest';
import { isEdit, shownAfter, tipMutationKeys, tipTextOf, type Sent } from './tip-list-kind';

type Detail = { title: string; recommendations: { id: string; content: string }[] };
const detail: Detail = {
  title: 'Lisbon',
  recommendations: [
    { id: 'a', content: 'Pastéis de Belém' },
    { id: 'b', content: 'Miradouro da Graça' },
  ],
};

describe('the keys of a list’s pending changes', () => {
  it('lie under the list page’s key, changes and deletes apart', () => {
    const keys = tipMutationKeys(['trips', 'detail', 't1']);
    expect(keys.change).toEqual(['trips', 'detail', 't1', 'change-tip']);
    expect(keys.remove).toEqual(['trips', 'detail', 't1', 'delete-tip']);
  });

  it('put a change of several tips under the change of one, so one filter finds both', () => {
    const keys = tipMutationKeys(['guidebooks', 'detail', 'g1']);
    expect(keys.changeMany.slice(0, keys.change.length)).toEqual(keys.change);
    expect(keys.removeMany.slice(0, keys.remove.length)).toEqual(keys.remove);
    expect(keys.changeMany).not.toEqual(keys.change);
  });
});

describe('what the cached list shows after a write', () => {
  const renamed = (list: Detail, title: string): Detail => ({ ...list, title });

  it('is the server’s answer, applied the list’s way', () => {
    const answer: Sent<string, Detail> = { sent: 'Porto' };
    expect(shownAfter(answer, renamed)(detail).title).toBe('Porto');
  });

  it('is the change as kept on this device, when it waits to be sent', () => {
    const answer: Sent<string, Detail> = { kept: (list) => ({ ...list, title: 'kept' }) };
    expect(shownAfter(answer, renamed)(detail).title).toBe('kept');
  });
});

describe('the text that names a change', () => {
  it('is the first tip’s text as cached', () => {
    expect(tipTextOf(detail, ['b', 'a'])).toBe('Miradouro da Graça');
  });

  it('is empty for a list not cached or a tip it does not hold', () => {
    expect(tipTextOf(undefined, ['a'])).toBe('');
    expect(tipTextOf(detail, ['z'])).toBe('');
  });
});

describe('an edit, which says it was saved', () => {
  it('is a change that carries new text', () => {
    expect(isEdit({ category: 'eat', content: 'Tascas' })).toBe(true);
  });

  it('is not a heart or a done toggle', () => {
    expect(isEdit({ is_favorite: true })).toBe(false);
    expect(isEdit({ is_completed: false })).toBe(false);
    expect(isEdit({ content: undefined, is_favorite: true })).toBe(false);
  });
});
