import { expect, test, type Page } from './shop-test';
import { productWithSoldOutSize } from './catalog-data';
import { watchErrors } from './page-errors';
import { sentTo } from './shopper';

// The catalog remote as a shopper meets it (spec §2 Product and Category, §4): the journey from
// the home page to the cart at a phone's and a desktop's width, and the product page's other paths.

const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Корзина/ });
const productCards = (page: Page) => page.getByRole('list', { name: 'Товары' }).getByRole('article');
/** The results region: aria-busy while a new choice of filters or sort is on its way. */
const results = (page: Page) => page.getByRole('region', { name: 'Товары' });

for (const { width, mobile } of [{ width: 375, mobile: true }, { width: 1280, mobile: false }]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('home → category → filter → sort → show more → product → size → cart; reload and Back keep it', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto('/');
      const tiles = page.getByRole('region', { name: 'Категории' });
      await expect(tiles.getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Новинки' })).toBeVisible();

      // The broad women's section: enough products for several pages.
      await page.goto('/women');
      await expect(page.getByRole('heading', { level: 1, name: 'Женщинам' })).toBeVisible();
      await expect(productCards(page)).toHaveCount(24);
      // The journey goes on from the page taken over (a tick before that has its own test:
      // server-rendering.spec.ts, early input).
      await expect(page.locator('html[data-hydrated]')).toBeAttached();

      // A filter: on phones from the bottom sheet, on desktops from the sidebar.
      const filters = mobile ? page.getByRole('dialog', { name: 'Фильтры' }) : page.getByRole('complementary', { name: 'Фильтры' });
      if (mobile) await page.getByRole('button', { name: 'Фильтры' }).click();
      const colour = filters.getByRole('group', { name: 'Цвет' }).getByRole('checkbox', { disabled: false }).first();
      await colour.check();
      await expect(page).toHaveURL(/[?&]color=/);
      await expect(results(page)).toHaveAttribute('aria-busy', 'false');
      if (mobile) await filters.getByRole('button', { name: /^Показать/ }).click();
      const filteredUrl = page.url();

      await page.getByRole('combobox', { name: 'Сортировка' }).selectOption({ label: 'Сначала дешевле' });
      await expect(page).toHaveURL(/sort=price_asc/);
      // Each card's price line starts with the price paid (a sale card adds the old one after it).
      const shownPrices = async () => {
        const lines = await productCards(page).getByRole('paragraph').allInnerTexts();
        return lines.map((text) => Number(/\d[\d\u00a0 ]*/.exec(text.replace(/^\D*/, ''))![0].replace(/\D/g, '')));
      };
      await expect.poll(async () => {
        const prices = await shownPrices();
        return prices.length === 24 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      }).toBe(true);

      const shown = await productCards(page).count();
      const more = page.getByRole('button', { name: 'Показать ещё' });
      if (await more.isVisible()) {
        await more.click();
        await expect(page).toHaveURL(/page=2/);
        expect(await productCards(page).count()).toBeGreaterThan(shown);
      }
      const listUrl = page.url();

      await productCards(page).first().getByRole('link').first().click();
      const name = page.getByRole('heading', { level: 1 });
      await expect(name).toBeVisible();
      const size = page.getByRole('radio', { name: /В наличии/ }).first();
      await size.check({ force: true });
      await page.getByRole('button', { name: 'В корзину' }).click();
      await expect(page.getByText('Товар добавлен в корзину.')).toBeVisible();
      await expect(cartBadge(page)).toHaveAccessibleName('Корзина, 1 товар');

      await page.reload();
      await expect(name).toBeVisible();
      await expect(cartBadge(page)).toHaveAccessibleName('Корзина, 1 товар');

      // Back returns to the filtered, sorted list.
      await page.goBack();
      await expect(page).toHaveURL(listUrl);
      await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('price_asc');
      if (!mobile) await expect(page.getByRole('complementary', { name: 'Фильтры' }).getByRole('checkbox', { checked: true })).toHaveCount(1);
      expect(filteredUrl).toContain('color=');
      expect(errors).toEqual([]);
    });
  });
}

test('a sold-out size offers "notify me" and takes a phone', async ({ page, request }) => {
  const product = await productWithSoldOutSize(request, '/women');
  const soldOut = product.sizes.find((size) => size.stock === 'outOfStock')!;
  await page.goto(`/en/${product.url_path}`);
  await page.getByRole('radio', { name: `${soldOut.label} Sold out` }).check({ force: true });
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Notify me when it’s back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notify me when it’s back' });
  await dialog.getByLabel('Name').fill('Anna');
  await dialog.getByLabel('Phone').fill('+7 912 345-67-89');
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  await expect(dialog.getByText('Thank you! We will let you know when this size is back.')).toBeVisible();
});

// Seed product 4 has stories (every third product from the first, seed-data/stories.ts).
const PRODUCT_WITH_STORIES = '/light-blue-relaxed-jeans-jnm-000004';

test("a shopper watches a product's stories, which then lose their ring, and asks the manager a question", async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.goto(PRODUCT_WITH_STORIES);
  const stories = page.getByRole('list', { name: 'Истории' });
  await expect(stories.getByRole('button', { name: 'Вид сзади новая' })).toBeVisible();
  await stories.getByRole('button', { name: 'Вид сзади новая' }).click();
  const viewer = page.getByRole('dialog', { name: 'Истории товара' });
  await expect(viewer.getByRole('img', { name: 'Вид сзади' })).toBeVisible();
  await viewer.getByRole('button', { name: /^(Дальше|Готово)$/ }).click();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // Seen, also on the next visit: the ring (and the word "new") is gone.
  await page.reload();
  await expect(stories.getByRole('button', { name: 'Вид сзади', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Написать менеджеру' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вопрос менеджеру' });
  await dialog.getByLabel('Имя').fill('Анна');
  await dialog.getByLabel('Телефон или e-mail').fill('anna.question@example.com');
  await dialog.getByLabel('Ваш вопрос').fill('Эти джинсы маломерят?');
  await dialog.getByRole('button', { name: 'Отправить вопрос' }).click();
  await expect(dialog.getByText('Спасибо! Менеджер скоро вам ответит.')).toBeVisible();
  // The manager's note names the product and carries the question.
  expect(await sentTo(request, 'hello@mira.example', /Товар: ([^\n]+)\n[\s\S]*Эти джинсы маломерят\?/)).toMatch(/JNM-000004/);
  expect(errors).toEqual([]);
});

test('a guest writing a review is asked to log in', async ({ page, request }) => {
  const product = await productWithSoldOutSize(request, '/men');
  await page.goto(`/${product.url_path}`);
  await page.getByRole('button', { name: 'Написать отзыв' }).click();
  await expect(page.getByRole('alert')).toContainText('Чтобы оставить отзыв, войдите в личный кабинет.');
});

for (const { prefix, phrase, heading } of [
  { prefix: '', phrase: 'платье', heading: 'Результаты поиска «платье»' },
  { prefix: '/en', phrase: 'dress', heading: 'Search results for “dress”' },
  { prefix: '/ka', phrase: 'კაბა', heading: 'ძიების შედეგები: „კაბა“' },
]) {
  test(`search finds products in ${prefix || '/ru'}`, async ({ page }) => {
    await page.goto(`${prefix}/search/${encodeURIComponent(phrase)}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('list', { name: /Результаты поиска|Search results|ძიების შედეგები/ }).getByRole('article').first()).toBeVisible();
  });
}

test('an unknown product path shows the 404 screen, with HTTP status 404', async ({ page }) => {
  const response = await page.goto('/no-such-product-xyz-000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
});
