import { useState } from 'react';
import { CardGrid, CardGridItem, NoMatches } from '../../../components/ui/card-grid';
import { CreateTile } from '../../../components/ui/create-tile';
import { FilterBox } from '../../../components/ui/filter-box';
import { useErrorToast } from '../../../components/ui/use-error-toast';
import { useT } from '../../../lib/i18n';
import { useDeleteGuidebook, useGuidebooks } from '../api';
import { GuidebookCard } from '../components/guidebook-card';
import { matchesGuidebook } from '../guidebook-rules';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** The search box shows from this many guidebooks; a loading list shows this many cards. */
const FILTER_FROM_GUIDEBOOKS = 3;
const LOADING_CARDS = 4;

/** /guidebooks: the owner's guidebooks as cards, newest first, after the tile that makes a new one. */
export function GuidebooksPage() {
  const t = useT();
  const guidebooks = useGuidebooks();
  const deleteGuidebook = useDeleteGuidebook();
  const [query, setQuery] = useState('');
  useErrorToast(t('guidebooks.list.loadFailedToast'), guidebooks.error, guidebooks.errorUpdatedAt);

  const all = guidebooks.data ?? [];
  const showFilter = all.length >= FILTER_FROM_GUIDEBOOKS;
  const visible = showFilter ? all.filter((guidebook) => matchesGuidebook(guidebook, query)) : all;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('guidebooks.list.documentTitle')}</title>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('guidebooks.list.heading')}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">{t('guidebooks.list.intro')}</p>
        </div>
        {showFilter ? (
          <FilterBox
            label={t('guidebooks.list.filterLabel')}
            placeholder={t('guidebooks.list.filterPlaceholder')}
            value={query}
            onChange={setQuery}
          />
        ) : null}
      </div>
      <CardGrid
        loading={guidebooks.isPending}
        skeletons={LOADING_CARDS}
        failure={
          guidebooks.isError
            ? { text: t('guidebooks.list.loadFailed'), onRetry: () => void guidebooks.refetch() }
            : null
        }
        noMatch={
          showFilter && visible.length === 0 ? (
            <NoMatches
              title={t('guidebooks.list.noMatchTitle', { query: query.trim() })}
              text={t('guidebooks.list.noMatchText')}
            />
          ) : null
        }
      >
        <CardGridItem>
          <CreateTile to={PAGES.createGuidebook.href()} label={t('guidebooks.list.create')} />
        </CardGridItem>
        {visible.map((guidebook) => (
          <CardGridItem key={guidebook.id}>
            <GuidebookCard
              guidebook={guidebook}
              deleting={deleteGuidebook.isPending && deleteGuidebook.variables === guidebook.id}
              onDelete={() => deleteGuidebook.mutate(guidebook.id)}
            />
          </CardGridItem>
        ))}
      </CardGrid>
    </div>
  );
}
