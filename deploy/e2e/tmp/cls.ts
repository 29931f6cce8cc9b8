import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto('http://localhost:8080/women');
  const first = page.locator('article a').first();
  await first.click();
  await page.waitForLoadState('networkidle');
  // add to cart: pick first available size then add
  const size = page.getByRole('radio').first();
  if (await size.count()) await size.check({ force: true }).catch(() => {});
  await page.getByRole('button', { name: /в корзину/i }).first().click().catch((e) => console.log('add failed', e.message));
  await page.waitForTimeout(1000);
  await page.addInitScript(() => {
    (window as unknown as { shifts: unknown[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; startTime: number; sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }>) {
        (window as unknown as { shifts: unknown[] }).shifts.push({ value: e.value.toFixed(4), at: Math.round(e.startTime), sources: e.sources.map((s) => `${(s.node as Element | undefined)?.outerHTML?.slice(0, 90)} ${JSON.stringify([s.previousRect.y, s.previousRect.height])}->${JSON.stringify([s.currentRect.y, s.currentRect.height])}`) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('http://localhost:8080/cart');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  console.log(width, JSON.stringify(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts), null, 1).slice(0, 3000));
  await context.close();
}
await browser.close();
