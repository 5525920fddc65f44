import { useEffect, useState, type ComponentType } from 'react';
import { TOAST_REQUESTED_EVENT } from '../components/ui/toast';

/**
 * The toast area, mounted with the first toast: most visits never need its code. A failed download
 * (offline) is tried again with the next toast.
 */
export function FriendToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Toaster) return;
    const load = () => {
      import('../components/ui/toaster').then(
        (module) => setToaster(() => module.AppToaster),
        () => undefined,
      );
    };
    window.addEventListener(TOAST_REQUESTED_EVENT, load);
    return () => window.removeEventListener(TOAST_REQUESTED_EVENT, load);
  }, [Toaster]);
  return Toaster ? <Toaster /> : null;
}
