import { ImageUp, LoaderCircle } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import type { SessionUser } from '../../../../shared/contracts/auth.js';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import type { ProfilePhoto } from '../use-profile-photo';

/** Only a drag that carries files is offered the drop; dragged text or links pass over. */
const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

type AvatarDropZoneProps = { user: SessionUser; photo: ProfilePhoto; className?: string };

/**
 * The profile picture, which also takes an image dropped onto it (the buttons beside it do the same for
 * keyboard and touch). While a change is saved, a spinner covers it.
 */
export function AvatarDropZone({ user, photo, className }: AvatarDropZoneProps) {
  const t = useT();
  const [dragging, setDragging] = useState(false);

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (photo.busy || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    // Moving over the picture inside the zone is not leaving it.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    photo.choose(event.dataTransfer.files[0]);
  }

  return (
    <div
      data-photo-drop=""
      onDragEnter={handleDragOver}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      className={cn(
        'relative size-24 shrink-0 rounded-full shadow-md ring-4 transition-shadow',
        dragging ? 'ring-brand-500' : 'ring-white',
        className,
      )}
    >
      <Avatar
        firstName={user.first_name}
        lastName={user.last_name}
        imageUrl={user.profile_image_url}
        className="size-full text-3xl"
      />
      {dragging ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 flex flex-col items-center justify-center rounded-full border-2 border-dashed border-white bg-brand-700/80 text-[0.65rem] font-bold text-white"
        >
          <ImageUp className="size-6" />
          {t('profile.photo.dropHere')}
        </div>
      ) : null}
      {photo.busy ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center rounded-full bg-slate-900/55"
        >
          <LoaderCircle className="size-8 animate-spin text-white" />
        </div>
      ) : null}
      <span role="status" className="sr-only">
        {photo.busyLabel}
      </span>
    </div>
  );
}
