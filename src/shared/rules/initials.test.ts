import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.js';

describe('avatar initials', () => {
  it('takes the first letter of first and last name', () => {
    expect(initialsOf('ada', 'Lovelace')).toBe('AL');
  });
  it('falls back to NN when no name is known', () => {
    expect(initialsOf('', null)).toBe('NN');
    expect(initialsOf(undefined, '  ')).toBe('NN');
  });
  it('uses the one name there is', () => {
    expect(initialsOf('Grace', '')).toBe('G');
  });
});
