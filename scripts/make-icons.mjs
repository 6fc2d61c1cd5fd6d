// Writes the installed app's icons (shell/public/icons) from the logo mark: run again if the logo
// changes. The mark sits inside the maskable safe zone (the middle 80 %) on the splash's
// background, so every launcher's mask leaves it whole.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.join(import.meta.dirname, '..');
const mark = readFileSync(path.join(ROOT, 'shared/src/ui/logo-mark.svg'));
const BACKGROUND = '#f7f7f8';

for (const size of [192, 512]) {
  const inner = Math.round(size * 0.72);
  const logo = await sharp(mark, { density: 72 * (inner / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toFile(path.join(ROOT, `shell/public/icons/icon-${size}.png`));
}
