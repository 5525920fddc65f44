import { showError } from '../../components/ui/toast';
import { useT } from '../../lib/i18n';
import { useRemoveProfileImage, useUploadProfileImage } from './api';
import { imageFileProblem } from './profile-rules';

export type ProfilePhoto = {
  /** An upload or a removal is under way: the photo's controls wait for it. */
  busy: boolean;
  /** What a screen reader hears while busy. */
  busyLabel: string;
  uploading: boolean;
  removing: boolean;
  /** A file from the picker or a drop; checked here, so a wrong one never leaves the browser. */
  choose: (file: File | undefined) => void;
  remove: () => void;
};

/** Setting and removing the profile photo, with the checks the server would otherwise refuse late. */
export function useProfilePhoto(): ProfilePhoto {
  const t = useT();
  const upload = useUploadProfileImage();
  const removal = useRemoveProfileImage();
  const busy = upload.isPending || removal.isPending;

  return {
    busy,
    busyLabel: upload.isPending
      ? t('profile.photo.uploadingStatus')
      : removal.isPending
        ? t('profile.photo.removingStatus')
        : '',
    uploading: upload.isPending,
    removing: removal.isPending,
    choose: (file) => {
      if (!file || busy) return;
      const problem = imageFileProblem(t, file);
      if (problem) {
        showError(problem.title, problem.description);
        return;
      }
      upload.mutate(file);
    },
    remove: () => {
      if (!busy) removal.mutate();
    },
  };
}
