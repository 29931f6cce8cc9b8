import { useEffect } from 'react';

/**
 * Sets the tab title while the page is shown (the page's meta title) and, when given, the meta
 * description (a shared link's preview and what a crawler running scripts reads).
 */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
