import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSubmitted, readSubmitted, storeSubmitted } from './submitted-tips';

function fakeSessionStorage() {
  const items = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  });
  return items;
}

afterEach(() => vi.unstubAllGlobals());

const tip = { id: 't1', content: 'Pastéis de Belém', category: 'eat' } as never;

describe('the submitted tips and their receipt', () => {
  it('are kept side by side for the thank-you page, under the specification key, and forgotten together', () => {
    const items = fakeSessionStorage();
    storeSubmitted([tip], 'r.sig');
    expect(JSON.parse(items.get('newlySubmittedRecommendations') ?? 'null')).toEqual([tip]);
    expect(readSubmitted()).toEqual({ tips: [tip], receipt: 'r.sig' });

    forgetSubmitted();
    expect(items.size).toBe(0);
    expect(readSubmitted()).toEqual({ tips: [], receipt: null });
  });

  it('ignore what they cannot use', () => {
    const items = fakeSessionStorage();
    items.set('newlySubmittedRecommendations', JSON.stringify([tip, { id: 2 }, 'x']));
    items.set('newlySubmittedReceipt', JSON.stringify(42));
    expect(readSubmitted()).toEqual({ tips: [tip], receipt: null });
    vi.unstubAllGlobals();
    expect(readSubmitted()).toEqual({ tips: [], receipt: null });
  });
});
