import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from '../../lib/i18n';
import { whenIdle } from '../../lib/when-idle';
import { runPendingCopy } from './run-pending-copy';

/**
 * Mounted once by the signed-in layout: whichever signed-in page a visitor reaches first (the one /auth
 * sends them to), the trip or guidebook they came to keep is made there.
 */
export function usePendingCopy(): void {
  const queryClient = useQueryClient();
  const t = useT();
  useEffect(() => whenIdle(() => void runPendingCopy(queryClient, t)), [queryClient, t]);
}
