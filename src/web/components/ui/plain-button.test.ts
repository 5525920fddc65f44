import { describe, expect, it } from 'vitest';
import { buttonVariants } from './plain-button';

describe('buttonVariants', () => {
  it('draws a primary, medium button when nothing is said', () => {
    expect(buttonVariants()).toBe(buttonVariants({ variant: 'primary', size: 'md' }));
    expect(buttonVariants()).toContain('bg-brand-700');
    expect(buttonVariants()).toContain('h-11 px-5 text-sm');
  });

  it('leaves out a kind set to null', () => {
    const plain = buttonVariants({ variant: null, size: null });
    expect(plain).not.toContain('bg-brand-700');
    expect(plain).not.toContain('h-11');
    expect(plain.startsWith('inline-flex shrink-0')).toBe(true);
  });

  it('lets a link keep its text height, whatever the size', () => {
    expect(buttonVariants({ variant: 'link', size: 'lg' }).endsWith('h-12 px-7 text-base h-auto px-0')).toBe(
      true,
    );
    expect(buttonVariants({ variant: 'ghost', size: 'lg' })).not.toContain('h-auto');
  });
});
