import { chromium } from '@playwright/test';
import { firstVisitScripts } from '../src/first-visit';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const files = await firstVisitScripts(browser, process.argv[2]!);
for (const f of files) console.log((f.brotli / 1024).toFixed(1).padStart(7), f.url);
console.log((files.reduce((s, f) => s + f.brotli, 0) / 1024).toFixed(1));
await browser.close();
