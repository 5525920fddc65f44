import { useState } from 'react';
import { initialsOf } from '../../../shared/rules/initials.js';
import { clsx } from 'clsx';

type AvatarProps = {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  imageUrl?: string | null;
  className?: string;
};

/**
 * Profile picture over the person's initials: the initials show while the picture loads, and stay when
 * there is none or it fails to load. Its look is `.ui-avatar` (styles.css), which any class given overrides.
 */
export function Avatar({ firstName, lastName, imageUrl, className }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <span className={clsx('ui-avatar', className)}>
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
