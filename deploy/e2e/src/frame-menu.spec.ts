import { expect, test, type APIRequestContext, type Locator, type Page } from './shop-test';
import type { CategoryNode } from '@shop/contracts';
import { watchErrors } from './page-errors';

// Menus of spec §2/§4 at the three layouts: the slide-in menu (mobile 375, tablet 768) and the
// desktop hover menu (1280), by pointer and by keyboard only. Category names come from the API.

function inMenu(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.filter((n) => n.show_in_menu).map((n) => ({ ...n, children_data: inMenu(n.children_data) }));
}

async function menuTree(request: APIRequestContext, language = 'ru-ru'): Promise<CategoryNode[]> {
  const reply = await request.get(`/api/indexedcategories/tree/${language}`);
  expect(reply.ok()).toBe(true);
  return inMenu(((await reply.json()) as { tree: CategoryNode[] }).tree);
}

/** A top category three levels deep: top → child with children → leaf. */
function deepBranch(tree: CategoryNode[]) {
  for (const top of tree) {
    const child = top.children_data.find((c) => c.children_data.length > 0);
    if (child) return { top, child, leaf: child.children_data[0]! };
  }
  throw new Error('The seeded menu has no category three levels deep');
}

/** Presses Tab (or Shift+Tab) until `target` has focus (keyboard-only use), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const bodyLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

for (const width of [375, 768]) {
  test.describe(`slide-in menu at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('opens, walks nested levels with next and back, and closes', async ({ page, request }) => {
      const errors = watchErrors(page);
      const { top, child, leaf } = deepBranch(await menuTree(request));
      await page.goto('/blog');
      await expect(page.getByRole('navigation', { name: 'Каталог' })).toHaveCount(0);
      const burger = page.getByRole('banner').getByRole('button', { name: 'Меню', exact: true });
      await expect(burger).toHaveAttribute('aria-expanded', 'false');

      const treeRequest = page.waitForRequest((r) => r.url().endsWith('/api/indexedcategories/tree/ru-ru'));
      await burger.click();
      await treeRequest;
      const menu = page.getByRole('dialog', { name: 'Меню' });
      await expect(menu).toBeVisible();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      expect(await bodyLocked(page)).toBe(true);

      await menu.getByRole('button', { name: top.name, exact: true }).click();
      await expect(menu.getByRole('heading', { name: top.name })).toBeVisible();
      await expect(menu.getByRole('link', { name: `Все товары раздела «${top.name}»` })).toHaveAttribute('href', `/${top.url_path}`);
      await menu.getByRole('button', { name: child.name, exact: true }).click();
      await expect(menu.getByRole('heading', { name: child.name })).toBeVisible();
      await expect(menu.getByRole('link', { name: leaf.name, exact: true }).first()).toHaveAttribute('href', `/${leaf.url_path}`);

      await menu.getByRole('button', { name: `Назад: ${top.name}` }).click();
      await expect(menu.getByRole('heading', { name: top.name })).toBeVisible();
      await menu.getByRole('button', { name: 'Назад', exact: true }).click();
      await expect(menu.getByRole('heading')).toHaveCount(0);
      await expect(menu.getByRole('button', { name: top.name, exact: true })).toBeVisible();

      await menu.getByRole('button', { name: 'Закрыть меню' }).click();
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      expect(await bodyLocked(page)).toBe(false);
      await expect(menu).toBeHidden();
      expect(errors).toEqual([]);
    });

    test('a category link goes to its page and closes the menu', async ({ page, request }) => {
      const { top } = deepBranch(await menuTree(request));
      await page.goto('/en/blog');
      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      const enTop = (await menuTree(request, 'en-gb')).find((n) => n.id === top.id)!;
      await menu.getByRole('button', { name: enTop.name, exact: true }).click();
      await menu.getByRole('link', { name: `All in ${enTop.name}` }).click();
      await expect(page).toHaveURL(`/en/${top.url_path}`);
      await expect(menu).toBeHidden();
      expect(await bodyLocked(page)).toBe(false);
    });

    test('works with the keyboard only: Tab, Enter and Escape', async ({ page, request }) => {
      const { top, child } = deepBranch(await menuTree(request));
      await page.goto('/blog');
      const burger = page.getByRole('banner').getByRole('button', { name: 'Меню', exact: true });
      await tabTo(page, burger);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Меню' });
      await expect(menu).toBeVisible();
      await expect(menu).toBeFocused();

      const topButton = menu.getByRole('button', { name: top.name, exact: true });
      await tabTo(page, topButton);
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('heading', { name: top.name })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Назад', exact: true })).toBeFocused();
      await tabTo(page, menu.getByRole('button', { name: child.name, exact: true }));
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('heading', { name: child.name })).toBeVisible();

      // Tab never leaves the open menu.
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await expect(burger).toBeFocused();
      await expect(menu).toBeHidden();
    });
  });
}

test.describe('desktop hover menu at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a submenu opens on hover, toggles on click, closes on leaving, and only one is open at once', async ({ page, request }) => {
    const errors = watchErrors(page);
    const tree = await menuTree(request);
    const withChildren = tree.filter((n) => n.children_data.length > 0);
    expect(withChildren.length).toBeGreaterThan(1);
    const [first, second] = withChildren as [CategoryNode, CategoryNode];
    await page.goto('/blog');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Меню', exact: true })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Каталог' });
    const firstButton = nav.getByRole('button', { name: first.name, exact: true });
    const secondButton = nav.getByRole('button', { name: second.name, exact: true });

    await firstButton.hover();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await firstButton.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: first.children_data[0]!.name, exact: true }).first()).toHaveAttribute(
      'href',
      `/${first.children_data[0]!.url_path}`,
    );

    // The click that follows the opening hover keeps it open; later clicks toggle.
    await firstButton.click();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    await firstButton.click();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await firstButton.click();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');

    await secondButton.hover();
    await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');

    // Leaving closes it (after the 50 ms leave delay).
    await page.mouse.move(5, 890);
    await expect(secondButton).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });

  test('works with the keyboard only: Tab reaches each item, Enter and Space toggle, Escape closes', async ({ page, request }) => {
    const tree = await menuTree(request);
    const first = tree.find((n) => n.children_data.length > 0)!;
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Каталог' });
    const firstButton = nav.getByRole('button', { name: first.name, exact: true });
    await tabTo(page, firstButton);
    // Each top item is the next Tab stop while no submenu is open.
    const index = tree.indexOf(first);
    for (const node of tree.slice(index + 1)) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole(node.children_data.length > 0 ? 'button' : 'link', { name: node.name, exact: true })).toBeFocused();
    }

    await tabTo(page, firstButton, { back: true });
    await page.keyboard.press('Enter');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: `Все товары раздела «${first.name}»` })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    await expect(firstButton).toBeFocused();
    await page.keyboard.press('Space');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('crossing the breakpoint sets up the other menu and fetches the menu data again', async ({ page, request }) => {
    const { top } = deepBranch(await menuTree(request));
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Каталог' });
    await expect(nav.getByRole('button', { name: top.name, exact: true })).toBeVisible();

    await page.setViewportSize({ width: 768, height: 900 });
    await expect(nav).toHaveCount(0);
    const burger = page.getByRole('banner').getByRole('button', { name: 'Меню', exact: true });
    const mobileFetch = page.waitForRequest((r) => r.url().endsWith('/api/indexedcategories/tree/ru-ru'));
    await burger.click();
    await mobileFetch;
    await expect(page.getByRole('dialog', { name: 'Меню' }).getByRole('button', { name: top.name, exact: true })).toBeVisible();

    const desktopFetch = page.waitForRequest((r) => r.url().endsWith('/api/indexedcategories/tree/ru-ru'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await desktopFetch;
    await expect(nav.getByRole('button', { name: top.name, exact: true })).toBeVisible();
    expect(await bodyLocked(page)).toBe(false);
  });
});
