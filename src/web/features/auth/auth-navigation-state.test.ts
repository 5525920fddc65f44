import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_CARRY_OVER_KEY,
  carryOverToAuth,
  initialAuthView,
  readAuthNavigationState,
  keepForCopy,
  PENDING_COPY_KEY,
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

describe('signUpDestination', () => {
  it('sends a new account that came to keep something to its dashboard, otherwise to its profile', () => {
    expect(signUpDestination({ guidebookData: {}, tripData: {} })).toBe('/dashboard');
    expect(signUpDestination({ tripData: {} })).toBe('/dashboard');
    expect(signUpDestination({})).toBe('/profile');
  });
});

describe('keepForCopy', () => {
  it('keeps the carried trip for the copy, and nothing when nothing was carried', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      setItem: (key: string, value: string) => void items.set(key, value),
    });
    expect(keepForCopy({ initialView: 'signup' })).toBe(false);
    expect(items.size).toBe(0);

    const tripData = { destination: 'Lisbon', recommendations: [{ content: 'Pastéis' }] };
    expect(keepForCopy({ tripData }, new Date('2026-11-22T10:00:00Z'))).toBe(true);
    expect(JSON.parse(items.get(PENDING_COPY_KEY) ?? 'null')).toEqual({
      tripData,
      keptAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('reports that nothing was kept when storage refuses', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(keepForCopy({ tripData: {} })).toBe(false);
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

  it('gives nothing when storage is unavailable or holds something unreadable', () => {
    expect(takeCarriedOverState()).toBeNull();
    const items = fakeSessionStorage();
    items.set(AUTH_CARRY_OVER_KEY, '{not json');
    expect(takeCarriedOverState()).toBeNull();
    expect(readAuthNavigationState(null)).toEqual({});
  });
});
