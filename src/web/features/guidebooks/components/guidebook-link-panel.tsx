import { Link2Off, RefreshCw } from 'lucide-react';
import type { GuidebookLink } from '../../../../shared/contracts/guidebooks.js';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ShareLinkField } from '../../../components/ui/share-link-field';
import { LinkExpiry } from '../../../components/ui/share-link-lifetime';
import { useT } from '../../../lib/i18n';
import type { CopyLink } from '../../../lib/use-copy-link';
import { shareUrlWithDestination } from '../guidebook-rules';

type GuidebookLinkPanelProps = {
  link: GuidebookLink;
  destination: string;
  /** Just made and the clipboard refused: the link shows selected, to copy by hand. */
  selectOnShow: boolean;
  copier: CopyLink;
  revoking: boolean;
  onMakeNew: () => void;
  onRevoke: () => void;
};

/** The guidebook's working link: to copy, to replace with a new one, or to switch off. */
export function GuidebookLinkPanel(props: GuidebookLinkPanelProps) {
  const t = useT();
  const { link, revoking } = props;
  return (
    <div className="space-y-4">
      <div className="space-y-3">
        <ShareLinkField
          url={shareUrlWithDestination(link.share_url, props.destination)}
          label={t('guidebooks.share.linkLabel')}
          copiedMessage={t('guidebooks.share.copied')}
          selectOnShow={props.selectOnShow}
          copier={props.copier}
        />
        <LinkExpiry expiresAt={link.expires_at} />
      </div>
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onMakeNew} disabled={revoking}>
          <RefreshCw aria-hidden="true" />
          {t('guidebooks.share.makeNew')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={revoking}>
              <Link2Off aria-hidden="true" />
              {revoking ? t('guidebooks.share.revoking') : t('guidebooks.share.revoke')}
            </Button>
          }
          title={t('guidebooks.share.revokeTitle')}
          description={t('guidebooks.share.revokeDescription')}
          confirmLabel={t('guidebooks.share.revoke')}
          onConfirm={props.onRevoke}
        />
      </div>
    </div>
  );
}
