import { useEffect } from 'react';

/** The tab's title while the page shows this state; the page's own title comes back afterwards. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · Tiplist`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
