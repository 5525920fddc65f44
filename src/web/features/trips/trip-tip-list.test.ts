import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tip } from '../../../shared/contracts/tips.js';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales.js';
import { translatorOf } from '../../../shared/i18n/messages.js';
import type { TripDetail } from '../../../shared/contracts/trips.js';
import { forgetQueue, queueState } from '../offline/change-queue';
import { pendingTip } from '../offline/queue-rules';
import type { Sent } from '../tips/tip-list-kind';
import { tripKeys } from './trip-keys';
import { tripTipList } from './trip-tip-list';

const trips = tripTipList('u1', translatorOf(SOURCE_LOCALE));
const ramen: Tip = pendingTip({ id: 'a', category: 'eat', content: 'Ramen' }, 't1', 0);
const detail = { trip: { id: 't1' }, recommendations: [ramen] } as unknown as TripDetail;

function shown<A>(answer: Sent<A, TripDetail>): TripDetail {
  if (!('kept' in answer)) throw new Error('The change was sent, not kept.');
  return answer.kept(detail);
}

describe('the trip’s tips', () => {
  it('are the trip page’s cached read, and the dashboard counts them', () => {
    expect(trips.keys.detail('t1')).toEqual(tripKeys.detail('t1'));
    expect(trips.keys.list()).toEqual(tripKeys.list());
    expect(trips.events.endpoint.path).toBe('/api/trips/:id/events');
  });

  it('have a done toggle, sent as the value chosen', () => {
    expect(trips.done?.(false)).toEqual({ is_completed: false });
  });

  it('thank for what was added, and say when adding failed', () => {
    expect(trips.addedToast(1)).toEqual({
      title: 'Recommendations submitted!',
      description: 'Thank you for your 1 recommendation!',
    });
    expect(trips.addedToast(4).description).toBe('Thank you for your 4 recommendations!');
    expect(trips.addFailed).toBe('Error submitting recommendations');
  });
});

describe('the trip’s tips changed offline', () => {
  beforeEach(() => vi.stubGlobal('navigator', { onLine: false }));
  afterEach(() => {
    forgetQueue();
    vi.unstubAllGlobals();
  });

  it('keep new tips on this device, each with its own id, and show them at once', async () => {
    const answer = await trips.add('t1', [{ category: 'do', content: ' Fado night ' }]);
    const [queued] = queueState().queued;
    expect(queued).toMatchObject({
      userId: 'u1',
      tripId: 't1',
      kind: 'add',
      label: { kind: 'add', tipText: 'Fado night', more: 0 },
    });
    const added = shown(answer).recommendations.find((tip) => tip.content === 'Fado night');
    expect(added?.id).toEqual(queued?.kind === 'add' ? queued.entries[0]?.id : 'missing');
  });

  it('keep a done toggle, named by the tip’s text, and show it at once', async () => {
    const answer = await trips.changeOne({
      listId: 't1',
      tipIds: ['a'],
      change: { is_completed: true },
      tipText: 'Ramen',
    });
    expect(queueState().queued[0]).toMatchObject({
      kind: 'flags',
      tipIds: ['a'],
      label: { kind: 'flags', flag: 'done', tipText: 'Ramen' },
    });
    expect(shown(answer).recommendations[0]?.is_completed).toBe(true);
  });

  it('keep the heart of a merged card for all its tips', async () => {
    const answer = await trips.changeMany({
      listId: 't1',
      tipIds: ['a', 'b'],
      change: { is_favorite: true },
      tipText: 'Ramen',
    });
    expect(queueState().queued[0]).toMatchObject({ kind: 'flags', tipIds: ['a', 'b'] });
    expect(shown(answer).recommendations[0]?.is_favorite).toBe(true);
  });
});
