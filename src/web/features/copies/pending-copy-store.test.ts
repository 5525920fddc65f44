import { describe, expect, it, vi } from 'vitest';
import { translatorOf } from '../../../shared/i18n/messages.js';
import { ApiError } from '../../lib/api-client';
import { makePendingCopy, type PendingCopyStore } from './pending-copy-store';
import type { CopyResult } from './copy-outcome';

const KEY = 'tiplist.pendingCopy';
const t = translatorOf('en');
const token = 'g'.repeat(43);

function memoryStorage(initial?: unknown): PendingCopyStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set(KEY, JSON.stringify(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const pending = {
  guidebookData: { destination: 'Lisbon', share_token: token },
  keptAt: 'now',
  fromSignUp: true,
};
const made: CopyResult = {
  into: 'trip',
  from: 'shared-guidebook',
  destination: 'Lisbon',
  tipCount: 2,
};

describe('makePendingCopy', () => {
  it('takes the entry out before sending, so a second run at the same time copies nothing', async () => {
    const storage = memoryStorage(pending);
    const send = vi.fn(() => Promise.resolve(made));
    const [first, second] = await Promise.all([
      makePendingCopy(storage, send, t),
      makePendingCopy(storage, send, t),
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      into: 'trip',
      body: { from: 'shared-guidebook', share_token: token },
    });
    expect(first).toEqual({
      outcome: 'copied',
      toast: { title: 'Account created', description: expect.stringContaining('made from the guidebook') },
    });
    expect(second).toEqual({ outcome: 'nothing' });
    expect(storage.items.size).toBe(0);
  });

  it('drops an entry with nothing to copy without a request', async () => {
    const storage = memoryStorage({ tripData: { destination: 'Lisbon', recommendations: [] } });
    const send = vi.fn(() => Promise.resolve(made));
    expect(await makePendingCopy(storage, send, t)).toEqual({ outcome: 'nothing' });
    expect(send).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
    expect(await makePendingCopy(null, send, t)).toEqual({ outcome: 'nothing' });
  });

  it('drops the entry when the server refuses it, with its reason', async () => {
    const storage = memoryStorage(pending);
    const expired = new ApiError(410, 'EXPIRED', 'This shared guidebook link has expired');
    expect(await makePendingCopy(storage, () => Promise.reject(expired), t)).toEqual({
      outcome: 'failed',
      toast: { title: 'Error creating trip', description: 'This shared guidebook link has expired' },
      triesAgainLater: false,
    });
    expect(storage.items.size).toBe(0);
  });

  it('puts the entry back, without the sign-up mark, when the server could not be reached', async () => {
    const storage = memoryStorage(pending);
    const offline = new ApiError(0, 'NETWORK_ERROR', 'offline');
    const attempt = await makePendingCopy(storage, () => Promise.reject(offline), t);
    expect(attempt).toMatchObject({ outcome: 'failed', triesAgainLater: true });
    expect(JSON.parse(storage.items.get(KEY) ?? 'null')).toEqual({ ...pending, fromSignUp: false });
  });

  it('leaves a newer entry kept meanwhile in place', async () => {
    const storage = memoryStorage(pending);
    const newer = { tripData: { receipt: 'r.sig' }, keptAt: 'later' };
    const attempt = await makePendingCopy(
      storage,
      () => {
        storage.setItem(KEY, JSON.stringify(newer));
        return Promise.reject(new ApiError(503, 'UNAVAILABLE', 'down'));
      },
      t,
    );
    expect(attempt).toMatchObject({ outcome: 'failed', triesAgainLater: true });
    expect(JSON.parse(storage.items.get(KEY) ?? 'null')).toEqual(newer);
  });
});
