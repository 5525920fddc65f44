import { MapPin } from 'lucide-react';
import type { GuidebookSummary } from '../../../../shared/contracts/guidebooks.js';
import { CoverCard } from '../../../components/ui/cover-card';
import { useT } from '../../../lib/i18n';
import { guidebookTipCountLabel } from '../guidebook-rules';
import { PAGES } from '../../../../shared/pages/page-table.js';
import { SharedByLine } from '../../companions/components/shared-by-line';
import { summaryAccessOf } from '../../companions/list-abilities';

type GuidebookCardProps = {
  guidebook: GuidebookSummary;
  deleting: boolean;
  onDelete: () => void;
};

/**
 * A guidebook on My Guidebooks: its title, where it is about, what it says, and how many entries. One
 * shared with the user says whose it is and their role, and only its owner may delete it.
 */
export function GuidebookCard({ guidebook, deleting, onDelete }: GuidebookCardProps) {
  const t = useT();
  const access = summaryAccessOf(guidebook);
  return (
    <CoverCard
      id={guidebook.id}
      to={PAGES.guidebook.href({ guidebookId: guidebook.id })}
      title={guidebook.title}
      count={guidebookTipCountLabel(t, guidebook.entry_count)}
      deleting={deleting}
      deletion={
        access.role === 'owner'
          ? {
              label: t('guidebooks.card.deleteLabel', { title: guidebook.title }),
              title: t('guidebooks.card.deleteTitle', { title: guidebook.title }),
              question: t('guidebooks.card.deleteQuestion'),
              onConfirm: onDelete,
            }
          : undefined
      }
    >
      <SharedByLine access={access} className="mt-1" />
      <p className="mt-1 flex items-center gap-1 text-sm font-medium break-words text-slate-700">
        <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
        <span dir="auto">{guidebook.destination}</span>
      </p>
      {guidebook.description ? (
        <p dir="auto" className="mt-1 line-clamp-2 text-sm break-words text-slate-600">
          {guidebook.description}
        </p>
      ) : null}
    </CoverCard>
  );
}
