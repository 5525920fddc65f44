import { LoadingScreen } from '../../../components/ui/loading-screen';

/** "Loading..." inside a friend page, below its header. */
export function PageLoading() {
  return <LoadingScreen className="min-h-0 flex-1 py-24" />;
}
