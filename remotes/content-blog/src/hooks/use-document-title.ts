import { useEffect } from 'react';

/** Sets the tab title while the page is shown (the post's or page's meta title). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
