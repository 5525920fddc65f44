import { SHARED_FAVORITES_CATEGORIES } from '../../../../shared/categories.js';
import { fillPath } from '../../../../shared/contracts/contract.js';
import { sharedGuidebookEndpoints } from '../../../../shared/contracts/endpoints/guidebooks.js';
import type { SharedGuidebook } from '../../../../shared/contracts/shared-guidebooks.js';
import { rich, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openAuthCarrying } from '../../auth/auth-navigation-state';
import { DownloadLinks } from '../../exports/components/download-links';
import { firstCategoryWithTips, isMappable } from '../shared-tips';
import { JoinCard } from './join-card';
import { SharedGuidebookHeader } from './shared-guidebook-header';
import { SharedTipsPanel } from './shared-tips-panel';
import { ViewMapLink } from './view-map-link';
import { FRIEND_LINKED_PAGES } from '../../../../shared/pages/friend-links.js';
import { fillPage } from '../../../../shared/pages/page-path.js';

type SharedGuidebookViewProps = { guidebook: SharedGuidebook; token: string; signedIn: boolean };

/** A shared guidebook, read-only, by category, with the way to make it a trip of one's own. */
export function SharedGuidebookView({ guidebook, token, signedIn }: SharedGuidebookViewProps) {
  const t = useT();
  useDocumentTitle(guidebook.title);
  const tips = guidebook.recommendations;
  const mappable = tips.some(isMappable);

  // The page's carried data, and the link itself: the server makes the trip from the guidebook as shared then.
  const join = () =>
    openAuthCarrying({
      guidebookData: {
        destination: guidebook.destination,
        title: guidebook.title,
        recommendations: tips,
        owner_first_name: guidebook.owner.first_name,
        share_token: token,
      },
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 pt-6 pb-6 sm:px-6 sm:pt-10">
      <SharedGuidebookHeader guidebook={guidebook} showSignIn={!signedIn} />
      <SharedTipsPanel
        tips={tips}
        includeAll={false}
        // Eat first, as on shared favourites; a guidebook without food opens on its first category with tips.
        initialFilter={firstCategoryWithTips(tips, SHARED_FAVORITES_CATEGORIES) ?? 'eat'}
        emptyText={(_filter, title) => t('public.guidebook.empty', { category: title })}
        join={
          <JoinCard
            title={rich(t, 'public.guidebook.joinTitle', {
              destination: <bdi>{guidebook.destination}</bdi>,
            })}
            text={signedIn ? t('public.guidebook.joinSignedIn') : t('public.guidebook.joinText')}
            action={signedIn ? t('public.shared.saveAsTrip') : t('public.shared.join')}
            onJoin={join}
          />
        }
        className="mt-6"
      />
      {tips.length > 0 ? (
        <DownloadLinks
          hrefOf={(format) =>
            `${fillPath(sharedGuidebookEndpoints.exportSharedGuidebook.path, { token })}?format=${format}`
          }
        />
      ) : null}
      {mappable ? <ViewMapLink href={fillPage(FRIEND_LINKED_PAGES.sharedGuidebookMap, { token })} /> : null}
    </div>
  );
}
