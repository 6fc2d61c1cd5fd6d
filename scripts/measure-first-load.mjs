// Gzipped JS the browser downloads for a first visit to a route of the production build
// (`npm run build && npm run serve` first). Usage: node scripts/measure-first-load.mjs /login
import { chromium } from '@playwright/test';

const route = process.argv[2] ?? '/login';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
const page = await browser.newPage();
const sizes = [];
page.on('response', async (response) => {
  if (!/\.js(\?|$)/.test(response.url())) return;
  const sizesInfo = await response
    .request()
    .sizes()
    .catch(() => null);
  sizes.push({
    url: response.url(),
    bytes: sizesInfo?.responseBodySize ?? 0,
    encoding: response.headers()['content-encoding'] ?? 'none',
  });
});
await page.goto(`http://127.0.0.1:3000${route}`, { waitUntil: 'networkidle' });
await browser.close();
const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
for (const s of sizes)
  console.log(`${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.encoding.padEnd(5)} ${s.url}`);
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  JS over the wire for ${route} (${sizes.length} files)`,
);
