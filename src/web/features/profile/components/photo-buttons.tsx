import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { PROFILE_IMAGE_ACCEPT } from '../profile-rules';
import type { ProfilePhoto } from '../use-profile-photo';

type PhotoButtonsProps = { photo: ProfilePhoto; hasImage: boolean };

/** Choose a new photo from the device, or go back to the initials. */
export function PhotoButtons({ photo, hasImage }: PhotoButtonsProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  const chooseLabel = t(hasImage ? 'profile.photo.change' : 'profile.photo.upload');

  // A disabled button drops the keyboard focus, and "Remove photo" goes away when it succeeds: give the
  // focus back to the photo's one lasting control, unless the person has moved on elsewhere meanwhile.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasBusy.current && !photo.busy && lost) chooseButton.current?.focus();
    wasBusy.current = photo.busy;
  }, [photo.busy]);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={input}
        type="file"
        accept={PROFILE_IMAGE_ACCEPT}
        hidden
        onChange={(event) => {
          photo.choose(event.target.files?.[0]);
          // Choosing the same file again (after a failed upload) must fire again.
          event.target.value = '';
        }}
      />
      <Button
        ref={chooseButton}
        variant="secondary"
        size="sm"
        disabled={photo.busy}
        onClick={() => input.current?.click()}
      >
        <Camera aria-hidden="true" />
        {photo.uploading ? t('profile.photo.uploading') : chooseLabel}
      </Button>
      {hasImage ? (
        <Button variant="ghost" size="sm" disabled={photo.busy} onClick={photo.remove}>
          <Trash2 aria-hidden="true" />
          {photo.removing ? t('profile.photo.removing') : t('profile.photo.remove')}
        </Button>
      ) : null}
    </div>
  );
}
