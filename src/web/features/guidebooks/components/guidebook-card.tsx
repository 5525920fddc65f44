import { MapPin } from 'lucide-react';
import type { GuidebookSummary } from '../../../../shared/contracts/guidebooks.js';
import { CoverCard } from '../../../components/ui/cover-card';
import { guidebookTipCountLabel } from '../guidebook-rules';
import { PAGES } from '../../../../shared/pages/page-table.js';

type GuidebookCardProps = {
  guidebook: GuidebookSummary;
  deleting: boolean;
  onDelete: () => void;
};

/** A guidebook on My Guidebooks: its title, where it is about, what it says, and how many entries. */
export function GuidebookCard({ guidebook, deleting, onDelete }: GuidebookCardProps) {
  return (
    <CoverCard
      id={guidebook.id}
      to={PAGES.guidebook.href({ guidebookId: guidebook.id })}
      title={guidebook.title}
      count={guidebookTipCountLabel(guidebook.entry_count)}
      deleting={deleting}
      deletion={{
        label: `Delete guidebook ${guidebook.title}`,
        title: `Delete ${guidebook.title}?`,
        question: 'Are you sure you want to delete this guidebook? This will also delete all entries.',
        onConfirm: onDelete,
      }}
    >
      <p className="mt-1 flex items-center gap-1 text-sm font-medium break-words text-slate-700">
        <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
        {guidebook.destination}
      </p>
      {guidebook.description ? (
        <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">{guidebook.description}</p>
      ) : null}
    </CoverCard>
  );
}
