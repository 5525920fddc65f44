import { describe, expect, it } from 'vitest';
import { tipCountText, submittedToast } from './submitted-toast.js';

describe('the submitted toast', () => {
  it('says the spec’s words, singular for one recommendation', () => {
    expect(submittedToast(1)).toEqual({
      title: 'Recommendations submitted!',
      description: 'Thank you for your 1 recommendation!',
    });
    expect(submittedToast(4).description).toBe('Thank you for your 4 recommendations!');
  });

  it('counts recommendations in words', () => {
    expect(tipCountText(1)).toBe('1 recommendation');
    expect(tipCountText(3)).toBe('3 recommendations');
  });
});
