import type { TripSharing } from '../../../../shared/contracts/trip-sharing.js';
import { ShareLinkField } from '../../../components/ui/share-link-field';
import { rich, useT } from '../../../lib/i18n';
import { linkFactText, linkFacts } from '../../sharing/link-facts';

/**
 * An editor's view of the ask link in the Sharing panel: to copy and pass on, with its facts; only the
 * owner replaces, revokes or pauses it (decision 069).
 */
export function EditorAskLink({ sharing, ownerName }: { sharing: TripSharing; ownerName: string }) {
  const t = useT();
  const link = sharing.ask_link;
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-bold tracking-wide text-slate-900 uppercase">
        {t('trips.sharing.askLinkTitle')}
      </h3>
      <div className="space-y-2 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/80">
        {link ? (
          <>
            <ShareLinkField
              url={link.share_url}
              label={t('trips.askLink.label')}
              copiedMessage={t('trips.askLink.copied')}
            />
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
              {linkFacts(link).map((fact) => (
                <span key={fact.key}>{linkFactText(t, fact)}</span>
              ))}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-700">
            {rich(t, 'companions.ask.revokedText', { name: <bdi>{ownerName}</bdi> })}
          </p>
        )}
      </div>
    </section>
  );
}
