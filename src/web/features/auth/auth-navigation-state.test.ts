import { describe, expect, it } from 'vitest';
import { initialAuthView, readAuthNavigationState, signUpDestination } from './auth-navigation-state';

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
  it('sends a new account to what it came to keep, otherwise to its profile', () => {
    expect(signUpDestination({ guidebookData: {}, tripData: {} })).toBe('/dashboard');
    expect(signUpDestination({ tripData: {} })).toBe('/guidebooks');
    expect(signUpDestination({})).toBe('/profile');
  });
});
