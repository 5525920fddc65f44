import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_CARRY_OVER_KEY,
  carryOverToAuth,
  initialAuthView,
  readAuthNavigationState,
  savePendingCopy,
  openAuthCarrying,
  PENDING_COPY_KEY,
  signedInDestination,
  signUpDestination,
  takeCarriedOverState,
} from './auth-navigation-state';

function fakeSessionStorage() {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('sessionStorage', storage);
  return items;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('readAuthNavigationState', () => {
  it('keeps the view and the carried trip or guidebook', () => {
    const trip = { destination: 'Lisbon' };
    expect(readAuthNavigationState({ initialView: 'signup', tripData: trip })).toEqual({
      initialView: 'signup',
      tripData: trip,
      guidebookData: undefined,
    });
  });

  it('ignores anything it does not understand', () => {
    expect(readAuthNavigationState(null)).toEqual({});
    expect(readAuthNavigationState('signup')).toEqual({});
    expect(readAuthNavigationState({ initialView: 'admin' }).initialView).toBeUndefined();
  });
});

describe('initialAuthView', () => {
  it('opens sign-up for ?action=sign_up whatever the state says', () => {
    expect(initialAuthView(new URLSearchParams('action=sign_up'), { initialView: 'login' })).toBe('signup');
  });

  it('follows the requested view and falls back to login', () => {
    expect(initialAuthView(new URLSearchParams(), { initialView: 'reset' })).toBe('reset');
    expect(initialAuthView(new URLSearchParams(), {})).toBe('login');
  });
});

const guidebookData = { destination: 'Lisbon', title: 'Best of Lisbon', share_token: 'g'.repeat(43) };
const tripData = { destination: 'Lisbon', recommendations: [{ content: 'Pastéis' }], receipt: 'r.sig' };

describe('signUpDestination and signedInDestination', () => {
  it('go where the copy will appear: a trip on the dashboard, a guidebook in My Guidebooks', () => {
    expect(signUpDestination({ guidebookData })).toBe('/dashboard');
    expect(signUpDestination({ guidebookData, tripData })).toBe('/dashboard');
    expect(signUpDestination({ tripData })).toBe('/guidebooks');
    expect(signUpDestination({ tripData: { destination: 'Lisbon', share_token: 't'.repeat(43) } })).toBe(
      '/guidebooks',
    );
    expect(signedInDestination({ guidebookData })).toBe('/dashboard');
    expect(signedInDestination({ tripData })).toBe('/guidebooks');
  });

  it('send a new account to its profile, a signed-in visitor to their trips, when nothing will be copied', () => {
    expect(signUpDestination({})).toBe('/profile');
    expect(signUpDestination({ tripData: { destination: 'Lisbon', recommendations: [] } })).toBe('/profile');
    expect(signedInDestination({ initialView: 'signup' })).toBe('/dashboard');
    expect(signedInDestination({ guidebookData: { destination: 'Lisbon' } })).toBe('/dashboard');
  });
});

describe('savePendingCopy', () => {
  function fakeLocalStorage() {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', { setItem: (key: string, value: string) => void items.set(key, value) });
    return items;
  }

  it('keeps what can be copied, marked when a sign-up kept it, and nothing else', () => {
    const items = fakeLocalStorage();
    expect(savePendingCopy({ initialView: 'signup' })).toBe(false);
    expect(savePendingCopy({ tripData: { destination: 'Lisbon', recommendations: [] } })).toBe(false);
    expect(items.size).toBe(0);

    const now = new Date('2026-11-22T10:00:00Z');
    expect(savePendingCopy({ tripData }, { fromSignUp: true, now })).toBe(true);
    expect(JSON.parse(items.get(PENDING_COPY_KEY) ?? 'null')).toEqual({
      tripData,
      keptAt: '2026-11-22T10:00:00.000Z',
      fromSignUp: true,
    });
    expect(savePendingCopy({ guidebookData }, { now })).toBe(true);
    expect(JSON.parse(items.get(PENDING_COPY_KEY) ?? 'null')).toEqual({
      guidebookData,
      keptAt: '2026-11-22T10:00:00.000Z',
      fromSignUp: false,
    });
  });

  it('reports that nothing was kept when storage refuses', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(savePendingCopy({ tripData })).toBe(false);
  });
});

describe('carrying state over from the friend pages', () => {
  it('hands the view and the trip to the next /auth page load, once', () => {
    vi.useFakeTimers();
    const items = fakeSessionStorage();
    const tripData = { destination: 'Lisbon', recommendations: [{ content: 'Pastéis' }] };
    carryOverToAuth({ initialView: 'signup', tripData });

    const carried = readAuthNavigationState(takeCarriedOverState());
    expect(carried).toEqual({ initialView: 'signup', tripData, guidebookData: undefined });
    // React may run a state initialiser twice in development: the same render sees the same value.
    expect(takeCarriedOverState()).toEqual({ initialView: 'signup', tripData });

    vi.runAllTimers();
    expect(items.has(AUTH_CARRY_OVER_KEY)).toBe(false);
    expect(takeCarriedOverState()).toBeNull();
  });

  it('opens sign-up with a page load, carrying what the visitor wants to keep', () => {
    vi.useFakeTimers();
    fakeSessionStorage();
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    openAuthCarrying({ guidebookData });
    expect(assign).toHaveBeenCalledWith('/auth?action=sign_up');
    expect(readAuthNavigationState(takeCarriedOverState())).toEqual({
      initialView: 'signup',
      tripData: undefined,
      guidebookData,
    });
  });

  it('gives nothing when storage is unavailable or holds something unreadable', () => {
    expect(takeCarriedOverState()).toBeNull();
    const items = fakeSessionStorage();
    items.set(AUTH_CARRY_OVER_KEY, '{not json');
    expect(takeCarriedOverState()).toBeNull();
    expect(readAuthNavigationState(null)).toEqual({});
  });
});
