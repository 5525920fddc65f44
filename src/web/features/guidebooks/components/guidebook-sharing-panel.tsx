import { useT } from '../../../lib/i18n';
import { LinkRow } from '../../sharing/components/link-row';
import { PanelError, PanelLoading } from '../../sharing/components/panel-states';
import { linkFacts } from '../../sharing/link-facts';
import { shareUrlWithDestination } from '../guidebook-rules';
import { useGuidebookLinks, useRevokeGuidebookLink } from '../links-api';

type GuidebookSharingPanelProps = { guidebookId: string; destination: string };

/** Every working link to the guidebook, newest first, each with its opens and a way to revoke it. */
export function GuidebookSharingPanel({ guidebookId, destination }: GuidebookSharingPanelProps) {
  const t = useT();
  const links = useGuidebookLinks(guidebookId, true);
  const revoke = useRevokeGuidebookLink(guidebookId);
  if (links.isPending) return <PanelLoading />;
  if (links.isError) return <PanelError error={links.error} onRetry={() => void links.refetch()} />;
  if (links.data.length === 0) {
    return <p className="text-sm text-slate-600">{t('guidebooks.sharing.none')}</p>;
  }
  return (
    <ul className="space-y-3">
      {links.data.map((link) => (
        <LinkRow
          key={link.id}
          label={t('guidebooks.share.linkLabel')}
          url={shareUrlWithDestination(link.share_url, destination)}
          facts={linkFacts(link)}
          copiedMessage={t('guidebooks.share.copied')}
          revokeDescription={t('guidebooks.sharing.revokeDescription')}
          revoking={revoke.isPending && revoke.variables === link.id}
          onRevoke={() => revoke.mutate(link.id)}
        />
      ))}
    </ul>
  );
}
