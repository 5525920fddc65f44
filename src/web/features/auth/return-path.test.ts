import { describe, expect, it } from 'vitest';
import {
  readAuthNavigationState,
  returnPathOf,
  signedInDestination,
  signUpDestination,
} from './auth-navigation-state';

const token = 'A'.repeat(43);

describe('coming back to an invite after signing in or up', () => {
  it('keeps the address of a join page', () => {
    expect(returnPathOf(`/join/${token}`)).toBe(`/join/${token}`);
    const carried = readAuthNavigationState({ initialView: 'signup', returnTo: `/join/${token}` });
    expect(signUpDestination(carried)).toBe(`/join/${token}`);
    expect(signedInDestination(carried)).toBe(`/join/${token}`);
  });

  it('goes nowhere else: another site, another page, or something that is not an address', () => {
    for (const value of [
      `//evil.example/join/${token}`,
      `https://evil.example/join/${token}`,
      '/dashboard',
      '/admin',
      'join/x',
      42,
      null,
    ]) {
      expect(returnPathOf(value)).toBeUndefined();
    }
    const carried = readAuthNavigationState({ returnTo: '//evil.example' });
    expect(signUpDestination(carried)).toBe('/profile');
    expect(signedInDestination(carried)).toBe('/dashboard');
  });
});
