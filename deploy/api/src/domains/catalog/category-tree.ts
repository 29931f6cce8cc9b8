import type { CategoryNode } from '@shop/contracts';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  level: number;
  path: string;
  url_path: string;
  position: number;
  show_in_menu: boolean;
  name: string;
}

/**
 * The menu tree from flat category rows: top categories first, every level by position (then
 * id). A category hidden from the menu is left out with everything below it, so no child is
 * ever lifted to a level it does not belong to.
 */
export function buildCategoryTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    if (!row.show_in_menu) continue;
    const siblings = children.get(row.parent_id) ?? [];
    siblings.push(row);
    children.set(row.parent_id, siblings);
  }
  const build = (parentId: number | null, depth: number): CategoryNode[] =>
    (children.get(parentId) ?? [])
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((row) => ({
        id: row.id,
        level: row.level,
        tree_level: depth,
        show_in_menu: true,
        path: row.path,
        url_path: row.url_path,
        name: row.name,
        children_data: build(row.id, depth + 1),
      }));
  return build(null, 0);
}
