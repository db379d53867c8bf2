import { useEffect } from 'react';

/** The page's own title (public/index.html), given back when a view that named the tab goes. */
const APP_TITLE = 'Ribbit';

/** Names the browser tab while the calling view is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = APP_TITLE;
    };
  }, [title]);
}
