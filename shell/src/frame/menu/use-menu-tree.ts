import { useEffect, useState } from 'react';
import { apiGet } from '@shop/api-client';
import type { CategoryNode, CategoryTreeReply, LanguageCode } from '@shop/contracts';

export type MenuTree =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; categories: CategoryNode[] };

/** Only what the menu shows: categories with show_in_menu, at every level. */
export function menuCategories(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes
    .filter((node) => node.show_in_menu)
    .map((node) => ({ ...node, children_data: menuCategories(node.children_data ?? []) }));
}

/**
 * The category tree of the menu: GET /api/indexedcategories/tree/{language}, fetched when the
 * component using it mounts (menus mount lazily, when first needed), again when the language
 * changes, and on retry. Answers for an older language or attempt are dropped.
 */
export function useMenuTree(language: LanguageCode): { tree: MenuTree; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${language}:${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; tree: MenuTree }>();

  useEffect(() => {
    let current = true;
    const settle = (tree: MenuTree) => {
      if (current) setAnswer({ key, tree });
    };
    apiGet<CategoryTreeReply>(`indexedcategories/tree/${language}`)
      .then((reply) => settle(reply.status === 200 ? { state: 'ready', categories: menuCategories(reply.tree) } : { state: 'failed' }))
      .catch(() => settle({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [key, language]);

  // Until this language's answer arrives, the previous tree stays on screen (no flash of "loading").
  const tree: MenuTree = answer?.key === key || answer?.tree.state === 'ready' ? answer.tree : { state: 'loading' };
  return { tree, retry: () => setAttempt((n) => n + 1) };
}
