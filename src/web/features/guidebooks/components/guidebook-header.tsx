import { MapPin, Pencil, Plus, Share2 } from 'lucide-react';
import { lazy, useState } from 'react';
import { fillPath } from '../../../../shared/contracts/contract.js';
import { guidebookEndpoints } from '../../../../shared/contracts/endpoints/guidebooks.js';
import type { ReaderAccess } from '../../../../shared/contracts/companions.js';
import type { Guidebook } from '../../../../shared/contracts/guidebooks.js';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n';
import { CompanionBar } from '../../companions/components/companion-bar';
import { InviteCompanionsButton } from '../../companions/components/invite-companions-button';
import { abilitiesOf } from '../../companions/list-abilities';
import { DownloadListButton } from '../../exports/components/download-list-button';
import { ImportButton } from '../../imports/components/import-button';
import { SharingButton } from '../../sharing/components/sharing-button';
import { guidebookKeys } from '../api';
import { lastUpdatedLabel } from '../guidebook-rules';
import { EditGuidebookDialog } from './edit-guidebook-dialog';
import { ShareGuidebookDialog } from './share-guidebook-dialog';
import { PAGES } from '../../../../shared/pages/page-table.js';

// The Sharing panel's code comes with the first press: most visits to a guidebook never open it.
const GuidebookSharingPanel = lazy(async () => ({
  default: (await import('./guidebook-sharing-panel')).GuidebookSharingPanel,
}));

type GuidebookHeaderProps = { guidebook: Guidebook; access: ReaderAccess; onAdd: () => void };

/**
 * Title, destination, description and the guidebook's actions: edit its details, share it, add tips, each
 * for a role that may (decision 069); its owner invites companions, a companion sees whose it is.
 */
export function GuidebookHeader({ guidebook, access, onAdd }: GuidebookHeaderProps) {
  const t = useT();
  const can = abilitiesOf(access.role);
  const [dialog, setDialog] = useState<'edit' | 'share' | null>(null);
  const openChange = (which: 'edit' | 'share') => (open: boolean) => setDialog(open ? which : null);

  return (
    <>
      <PageHeader
        back={PAGES.guidebooks.href()}
        title={guidebook.title}
        eyebrow={
          <p className="mb-1 flex items-center gap-1.5 text-sm font-semibold break-words text-brand-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span dir="auto">{guidebook.destination}</span>
          </p>
        }
        actions={
          // On a phone: the secondary actions side by side, two to a row, the main action on a row of its own.
          <div className="flex flex-wrap gap-2 md:shrink-0 [&>*]:flex-1 sm:[&>*]:flex-none">
            {can.edit ? (
              <Button variant="secondary" onClick={() => setDialog('edit')}>
                <Pencil aria-hidden="true" />
                {t('guidebooks.page.edit')}
              </Button>
            ) : null}
            {can.share ? (
              <>
                <Button variant="secondary" onClick={() => setDialog('share')}>
                  <Share2 aria-hidden="true" />
                  {t('guidebooks.page.share')}
                </Button>
                <SharingButton
                  description={t('guidebooks.page.sharingDescription')}
                  panel={
                    <GuidebookSharingPanel guidebookId={guidebook.id} destination={guidebook.destination} />
                  }
                />
              </>
            ) : null}
            {can.edit ? (
              <ImportButton
                target={{ kind: 'guidebook', id: guidebook.id, queryKey: guidebookKeys.detail(guidebook.id) }}
              />
            ) : null}
            <DownloadListButton
              hrefOf={(format) =>
                `${fillPath(guidebookEndpoints.exportGuidebook.path, { id: guidebook.id })}?format=${format}`
              }
            />
            {can.edit ? (
              <Button onClick={onAdd} className="basis-full sm:basis-auto">
                <Plus aria-hidden="true" />
                {t('guidebooks.page.add')}
              </Button>
            ) : null}
          </div>
        }
      >
        {guidebook.description ? (
          <p dir="auto" className="mt-2 max-w-2xl break-words whitespace-pre-line text-slate-600">
            {guidebook.description}
          </p>
        ) : null}
        {/* Desktop only. */}
        <p className="mt-2 hidden text-sm text-slate-500 md:block">{lastUpdatedLabel(t, guidebook)}</p>
        {can.own ? <InviteCompanionsButton kind="guidebook" listId={guidebook.id} className="mt-4" /> : null}
        {can.edit ? (
          <EditGuidebookDialog
            guidebook={guidebook}
            open={dialog === 'edit'}
            onOpenChange={openChange('edit')}
          />
        ) : null}
        {can.share ? (
          <ShareGuidebookDialog
            guidebook={guidebook}
            open={dialog === 'share'}
            onOpenChange={openChange('share')}
          />
        ) : null}
      </PageHeader>
      <CompanionBar kind="guidebook" listId={guidebook.id} listName={guidebook.title} access={access} />
    </>
  );
}
