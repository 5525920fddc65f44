import { Avatar as AvatarPrimitive } from 'radix-ui';
import { initialsOf } from '../../../shared/rules/initials.js';
import { cn } from '../../lib/cn';

type AvatarProps = {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  imageUrl?: string | null;
  className?: string;
};

/** Profile picture, falling back to the person's initials while it loads or when there is none. */
export function Avatar({ firstName, lastName, imageUrl, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-sky-100 to-brand-100 align-middle select-none',
        className,
      )}
    >
      {imageUrl ? <AvatarPrimitive.Image src={imageUrl} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        className="font-bold tracking-wide text-brand-800"
        delayMs={imageUrl ? 400 : 0}
      >
        {initialsOf(firstName, lastName)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
