import type { ReactNode } from 'react';
import type { ListDetail, ListTip } from '../tip-list-kind';
import type { TipListPageState } from '../use-tip-list-page';
import { LazyAddTipsDialog } from './lazy-add-tips-dialog';
import { TipListTips, type TipListTipsProps } from './tip-list-tips';
import { TipListToolbar, type TipListToolbarProps } from './tip-list-toolbar';

type PassedToTips = 'renderCategoryEmpty' | 'placeLink' | 'onEdit' | 'placeSummary' | 'editable';

type TipListPageProps<T extends ListTip, D extends ListDetail<T>, F extends object, C extends object> = Pick<
  TipListTipsProps<T, D, F, C>,
  PassedToTips
> &
  Pick<TipListToolbarProps, 'panelId' | 'categories'> & {
    page: TipListPageState<T, D, F, C>;
    /** The document title. */
    title: string;
    header: ReactNode;
    /** Under the header, e.g. that the trip collects no tips for now. */
    notice?: ReactNode;
    /** Instead of tabs and list while the list has no tip at all. */
    empty: ReactNode;
    /** Beside the favourites-only switch. */
    toolbarExtra?: ReactNode;
    /** Below the list, e.g. the button to the list's map. */
    footer?: ReactNode;
    /** The page's dialogs besides "Add New Recommendations". */
    children?: ReactNode;
  };

/** An owner's list page (a trip's, a guidebook's): header, category tabs, the tips and the add dialog. */
export function TipListPage<T extends ListTip, D extends ListDetail<T>, F extends object, C extends object>(
  props: TipListPageProps<T, D, F, C>,
) {
  const {
    page,
    panelId,
    title,
    header,
    notice,
    empty,
    categories,
    toolbarExtra,
    footer,
    children,
    ...tipsProps
  } = props;
  const { tab } = page;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-32 sm:px-6 sm:pt-12">
      <title>{title}</title>
      {header}
      {notice}
      <div className="mt-8">
        {page.all.length === 0 ? (
          empty
        ) : (
          <>
            <TipListToolbar
              tab={tab}
              onTabChange={page.setTab}
              counts={page.counts}
              tipCounts={page.tipCounts}
              favoritesOnly={page.favoritesOnly}
              onFavoritesOnlyChange={page.setFavoritesOnly}
              panelId={panelId}
              categories={categories}
            >
              {toolbarExtra}
            </TipListToolbar>
            <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${tab}`} className="mt-4">
              <TipListTips page={page} {...tipsProps} />
            </div>
          </>
        )}
      </div>
      {footer}
      {tipsProps.editable === false ? null : (
        <LazyAddTipsDialog
          open={page.addOpen}
          onOpenChange={page.setAddOpen}
          initialCategory={page.addCategory}
          onSubmit={page.mutations.add.mutateAsync}
        />
      )}
      {children}
    </div>
  );
}
