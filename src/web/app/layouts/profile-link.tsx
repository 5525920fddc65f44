import { Link } from 'react-router';
import type { SessionUser } from '../../../shared/contracts/auth.js';
import { initialsOf } from '../../../shared/rules/initials.js';
import { Avatar } from '../../components/ui/avatar';
import { useT } from '../../lib/i18n';
import { PAGES } from '../../../shared/pages/page-table.js';

type ProfileLinkProps = {
  user: Pick<SessionUser, 'first_name' | 'last_name' | 'profile_image_url'>;
  className?: string;
  current?: boolean;
};

/**
 * The header's way to the profile: the person's picture over their initials. Its name starts with the
 * initials it shows, so someone who says what they see ("click A L") reaches it (WCAG 2.5.3), and goes on
 * to say where it leads.
 */
export function ProfileLink({ user, className, current = false }: ProfileLinkProps) {
  const t = useT();
  return (
    <Link
      to={PAGES.profile.href()}
      aria-label={t('app.header.profileLink', { initials: initialsOf(user.first_name, user.last_name) })}
      aria-current={current ? 'page' : undefined}
      className={className}
    >
      <Avatar firstName={user.first_name} lastName={user.last_name} imageUrl={user.profile_image_url} />
    </Link>
  );
}
