/** @jest-environment node */
import { buildCategoryTree, type CategoryRow } from './category-tree';

const row = (id: number, parent: number | null, position: number, show = true): CategoryRow => {
  const level = parent === null ? 1 : parent < 10 ? 2 : 3;
  return { id, parent_id: parent, level, path: String(id), url_path: `c${id}`, position, show_in_menu: show, name: `Category ${id}` };
};

describe('buildCategoryTree', () => {
  it('nests children under their parents, each level by position then id', () => {
    const tree = buildCategoryTree([row(2, null, 1), row(1, null, 0), row(5, 1, 1), row(4, 1, 0), row(3, 1, 0), row(40, 4, 0)]);
    expect(tree.map((n) => n.id)).toEqual([1, 2]);
    expect(tree[0]!.children_data.map((n) => n.id)).toEqual([3, 4, 5]);
    expect(tree[0]!.children_data[1]!.children_data.map((n) => n.id)).toEqual([40]);
    expect(tree[1]!.children_data).toEqual([]);
  });

  it('counts tree_level from zero at the roots', () => {
    const [root] = buildCategoryTree([row(1, null, 0), row(4, 1, 0), row(40, 4, 0)]);
    expect(root!.tree_level).toBe(0);
    expect(root!.children_data[0]!.tree_level).toBe(1);
    expect(root!.children_data[0]!.children_data[0]!.tree_level).toBe(2);
  });

  it('leaves out hidden categories with everything below them', () => {
    const tree = buildCategoryTree([row(1, null, 0), row(2, null, 1, false), row(3, 2, 0), row(4, 1, 0, false), row(40, 4, 0), row(5, 1, 1)]);
    expect(tree.map((n) => n.id)).toEqual([1]);
    expect(tree[0]!.children_data.map((n) => n.id)).toEqual([5]);
    expect(JSON.stringify(tree)).not.toMatch(/"id":(2|3|4|40),/);
  });

  it('answers an empty tree for no rows', () => {
    expect(buildCategoryTree([])).toEqual([]);
  });
});
