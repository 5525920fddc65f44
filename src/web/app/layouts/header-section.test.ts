import { describe, expect, it } from 'vitest';
import { sectionOf } from './header-section';

describe('sectionOf', () => {
  it.each([
    ['/dashboard', 'trips'],
    ['/create-trip', 'trips'],
    ['/trip/8d1c', 'trips'],
    ['/trip/8d1c/map', 'trips'],
    ['/guidebooks', 'guidebooks'],
    ['/create-guidebook', 'guidebooks'],
    ['/guidebook/42', 'guidebooks'],
    ['/guidebook/42/map', 'guidebooks'],
    ['/profile', 'profile'],
    ['/admin', null],
    ['/tripping', null],
  ])('puts %s under %s', (pathname, section) => {
    expect(sectionOf(pathname)).toBe(section);
  });
});
