import type { CategoryNode, LanguageCode } from '@shop/contracts';

type Names = Record<'women' | 'clothing' | 'dresses' | 'coats' | 'shoes' | 'men' | 'shirts' | 'sale' | 'hidden', string>;

const NAMES: Partial<Record<LanguageCode, Names>> = {
  'ru-ru': { women: 'Женщинам', clothing: 'Одежда', dresses: 'Платья', coats: 'Пальто', shoes: 'Обувь', men: 'Мужчинам', shirts: 'Рубашки', sale: 'Распродажа', hidden: 'Служебная' },
  'en-gb': { women: 'Women', clothing: 'Clothing', dresses: 'Dresses', coats: 'Coats', shoes: 'Shoes', men: 'Men', shirts: 'Shirts', sale: 'Sale', hidden: 'Internal' },
};

function node(id: number, name: string, urlPath: string, parentPath: string, children: CategoryNode[] = [], show = true): CategoryNode {
  const path = parentPath ? `${parentPath}/${id}` : String(id);
  const level = path.split('/').length + 1;
  return { id, level, tree_level: level, show_in_menu: show, path, url_path: urlPath, name, children_data: children };
}

/** A three-level demo tree as GET /api/indexedcategories/tree/{language} answers it. */
export function demoTree(language: LanguageCode): CategoryNode[] {
  const n = NAMES[language] ?? NAMES['ru-ru']!;
  return [
    node(3, n.women, 'women', '', [
      node(10, n.clothing, 'women/clothing', '3', [
        node(20, n.dresses, 'women/clothing/dresses', '3/10'),
        node(21, n.coats, 'women/clothing/coats', '3/10'),
        node(22, n.hidden, 'women/clothing/internal', '3/10', [], false),
      ]),
      node(11, n.shoes, 'women/shoes', '3'),
    ]),
    node(4, n.men, 'men', '', [node(12, n.shirts, 'men/shirts', '4')]),
    node(5, n.sale, 'sale', ''),
    node(6, n.hidden, 'internal', '', [node(13, n.shirts, 'internal/x', '6')], false),
  ];
}
