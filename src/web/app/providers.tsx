import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AppToaster } from '../components/ui/toaster';
import { queryClient } from '../lib/query-client';

/** `client` is the app's own cache unless the build draws a page ahead with a cache of its own. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  // A page the server drew comes inert, its buttons on screen before their code: once React has taken
  // it over, they work. (Here, as the outermost part of every tree, so no page's tree differs for it.)
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
