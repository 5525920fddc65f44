import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

const LOOK =
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const VARIANTS = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 hover:ring-slate-300',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-white text-red-700 shadow-sm ring-1 ring-red-200 hover:bg-red-50 hover:ring-red-300',
  link: 'rounded-md px-0 font-semibold text-brand-700 underline-offset-4 hover:underline',
};

const SIZES = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'size-10',
};

/** A button's variant and size; left out, primary and md; null, none of that kind. */
export type ButtonLook = { variant?: keyof typeof VARIANTS | null; size?: keyof typeof SIZES | null };

/** The classes of a button's look, for a button or for a link drawn as one. */
export function buttonVariants({ variant = 'primary', size = 'md' }: ButtonLook = {}): string {
  return clsx(LOOK, variant && VARIANTS[variant], size && SIZES[size], variant === 'link' && 'h-auto px-0');
}

export type PlainButtonProps = ComponentProps<'button'> & ButtonLook;

/**
 * The Button of `button.tsx` for a `<button>` of its own (no `asChild`): the same look, without the Radix
 * Slot that `asChild` needs, so the friend page's first load (decisions 006, 008) does not carry it. Nor
 * does it carry class merging: a class given here adds to the look (a width), it does not replace it.
 */
export function PlainButton({ className, variant, size, type, ...props }: PlainButtonProps) {
  return (
    <button
      className={clsx(buttonVariants({ variant, size }), className)}
      type={type ?? 'button'}
      {...props}
    />
  );
}
