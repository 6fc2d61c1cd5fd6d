// Gzipped JS the browser downloads for a first visit to a route of the production build
// (`npm run build && npm run serve` first). Usage: npx tsx scripts/measure-first-load.ts /login
import { shellUrl } from '@dakiya/local-system';
import { launchChromium } from '@dakiya/test-kit/browser';

interface ScriptBytes {
  url: string;
  bytes: number;
  encoding: string;
}

async function measureFirstLoad(route: string): Promise<ScriptBytes[]> {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const sizes: ScriptBytes[] = [];
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
  await page.goto(shellUrl(route), { waitUntil: 'networkidle' });
  await browser.close();
  return sizes;
}

const route = process.argv[2] ?? '/login';
// A function rather than top-level await: tsx runs this file as CommonJS (the root package).
void measureFirstLoad(route).then((sizes) => {
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  for (const s of sizes)
    console.log(`${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.encoding.padEnd(5)} ${s.url}`);
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KB  JS over the wire for ${route} (${sizes.length} files)`,
  );
});
