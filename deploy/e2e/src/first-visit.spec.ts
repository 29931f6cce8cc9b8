import { expect, test } from '@playwright/test';
import { categoryCards } from './catalog-data';
import { describeScripts, firstVisitScripts } from './first-visit';

// Prints the first-visit JavaScript (gzip) of the shop's main page kinds from the e2e run, so
// every run shows what a shopper downloads; the figures go into issue notes, budgets into review.
test('first-visit JavaScript of the home, a category and a product page', async ({ browser, request, baseURL }) => {
  const [product] = await categoryCards(request, '/women');
  const paths = ['/', '/women', `/${product!.url_path}`];
  for (const path of paths) {
    const files = await firstVisitScripts(browser, new URL(path, baseURL).href);
    expect(files.length).toBeGreaterThan(0);
    console.log(describeScripts(path, files, { perFile: false }));
  }
});
