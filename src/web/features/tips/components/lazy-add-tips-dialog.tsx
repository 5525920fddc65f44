import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import type { AddTipsDialogProps } from './add-tips-dialog';

// The entry form is fetched after the page shows, not with it.
const loadAddDialog = () => import('./add-tips-dialog');
const AddTipsDialog = lazy(async () => ({ default: (await loadAddDialog()).AddTipsDialog }));

/**
 * The "Add New Recommendations" dialog of an owner's page (trip or guidebook): its code is fetched once the
 * page shows, and it stays mounted from its first opening on, so it keeps the typed entries between openings.
 */
export function LazyAddTipsDialog(props: AddTipsDialogProps) {
  const [mounted, setMounted] = useState(props.open);
  if (props.open && !mounted) setMounted(true);
  useEffect(() => whenIdle(() => void loadAddDialog()), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AddTipsDialog {...props} />
    </Suspense>
  );
}
