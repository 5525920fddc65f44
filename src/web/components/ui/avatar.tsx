import { useState } from 'react';
import { initialsOf } from '../../../shared/rules/initials.js';
import { cn } from '../../lib/cn';

type AvatarProps = {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  imageUrl?: string | null;
  className?: string;
};

/**
 * Profile picture over the person's initials: the initials show while the picture loads, and stay when
 * there is none or it fails to load.
 */
export function Avatar({ firstName, lastName, imageUrl, className }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <span
      className={cn(
        'relative inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-sky-100 to-brand-100 align-middle select-none',
        className,
      )}
    >
      <span className="font-bold tracking-wide text-brand-800">{initialsOf(firstName, lastName)}</span>
      {showImage && imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          onError={() => setFailedUrl(imageUrl)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
