import { Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ShareLinkField } from '../../../components/ui/share-link-field';
import { useT } from '../../../lib/i18n';
import { linkFactText, type LinkFact } from '../link-facts';

type LinkRowProps = {
  label: string;
  url: string;
  facts: LinkFact[];
  copiedMessage: string;
  /** What the revoke confirmation says will happen. */
  revokeDescription: string;
  revoking: boolean;
  onRevoke: () => void;
  /** More actions beside Revoke (a new ask link). */
  actions?: ReactNode;
};

/** One link in the Sharing panel: to copy, with when it was made, until when it works and its opens. */
export function LinkRow({ label, url, facts, actions, revoking, ...props }: LinkRowProps) {
  const t = useT();
  return (
    <li className="space-y-2 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/80">
      <ShareLinkField url={url} label={label} copiedMessage={props.copiedMessage} />
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        {facts.map((fact) => (
          <span key={fact.key}>{linkFactText(t, fact)}</span>
        ))}
      </p>
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        {actions}
        <ConfirmDialog
          trigger={
            <Button variant="destructive" size="sm" disabled={revoking}>
              <Link2Off aria-hidden="true" />
              {revoking ? t('public.links.revoking') : t('public.links.revoke')}
            </Button>
          }
          title={t('public.links.revokeTitle')}
          description={props.revokeDescription}
          confirmLabel={t('public.links.revokeConfirm')}
          onConfirm={props.onRevoke}
        />
      </div>
    </li>
  );
}
