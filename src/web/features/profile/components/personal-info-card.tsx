import type { SessionUser } from '../../../../shared/contracts/auth.js';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { PROFILE_IMAGE_MAX_MB } from '../profile-rules';
import { useProfilePhoto } from '../use-profile-photo';
import { AvatarDropZone } from './avatar-drop-zone';
import { PhotoButtons } from './photo-buttons';

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd dir="auto" className="font-semibold [overflow-wrap:anywhere] text-slate-900">
        {value}
      </dd>
    </div>
  );
}

/** Who is signed in: picture or initials (with the ways to change it), name and e-mail. */
export function PersonalInfoCard({ user }: { user: SessionUser }) {
  const t = useT();
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const photo = useProfilePhoto();

  return (
    <Card className="overflow-hidden">
      <div
        aria-hidden="true"
        className="h-24 bg-gradient-to-r from-sky-200 via-teal-100 to-amber-100 sm:h-28"
      />
      <div className="px-6 pb-4 sm:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <AvatarDropZone user={user} photo={photo} className="-mt-12" />
          <div className="min-w-0 sm:pb-1">
            <p dir="auto" className="text-2xl font-extrabold tracking-tight [overflow-wrap:anywhere]">
              {fullName}
            </p>
            <p dir="auto" className="text-slate-600 [overflow-wrap:anywhere]">
              {user.email}
            </p>
          </div>
        </div>
        <div className="mt-5 space-y-2">
          <PhotoButtons photo={photo} hasImage={Boolean(user.profile_image_url)} />
          <p className="text-xs text-slate-600">
            {t('profile.photo.types', { max: PROFILE_IMAGE_MAX_MB })}
            <span className="hidden sm:inline"> {t('profile.photo.dropHint')}</span>
          </p>
        </div>
        <h2 className="mt-8 text-xs font-bold tracking-widest text-brand-700 uppercase">
          {t('profile.info.heading')}
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Detail term={t('profile.info.firstName')} value={user.first_name} />
          <Detail term={t('profile.info.lastName')} value={user.last_name} />
          <Detail term={t('profile.info.email')} value={user.email} />
        </dl>
      </div>
    </Card>
  );
}
