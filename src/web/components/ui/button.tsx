import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn';
import { buttonVariants, PlainButton, type PlainButtonProps } from './plain-button';

export { buttonVariants };

type ButtonProps = PlainButtonProps & {
  /** Render the single child (for example a router Link) with the button's look. */
  asChild?: boolean;
};

export function Button({ asChild = false, ...props }: ButtonProps) {
  if (!asChild) return <PlainButton {...props} />;
  const { className, variant, size, type: _type, ...rest } = props;
  return <Slot.Root className={cn(buttonVariants({ variant, size }), className)} {...rest} />;
}
