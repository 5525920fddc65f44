import { LoadingScreen } from './loading-screen';

/** "Loading..." in the body of a page that keeps its own header on screen (friend pages, shared favourites). */
export function PageLoading() {
  return <LoadingScreen className="min-h-0 flex-1 py-24" />;
}
