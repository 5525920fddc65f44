import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/**
 * Multi-line text field with the same look as Input; 16 px text on phones so iOS does not zoom in. Its
 * look is `.ui-textarea` (styles.css), which any class given here overrides.
 */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={clsx('ui-textarea', className)} {...props} />;
}
