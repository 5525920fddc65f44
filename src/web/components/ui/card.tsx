import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/** A white card; its look is `.ui-card` (styles.css), which any class given here overrides. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('ui-card', className)} {...props} />;
}
