// Renders the app's icons for the web app manifest and iOS's home screen from the favicon's drawing
// (src/web/public/favicon.svg) into src/web/public/icons/: 192 and 512 px as drawn (rounded corners), and,
// full-bleed, a maskable 512 px (the pin inside the middle 80 % circle, which any mask shape keeps) and the
// 180 px apple-touch-icon (iOS rounds the corners itself). The PNGs are committed; run this after
// changing the drawing: `node scripts/render-icons.mjs`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const publicDir = path.join(root, 'src/web/public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/**
 * The favicon without its rounded tile: a square gradient with the pin scaled to `pinShare` of it.
 * @param {number} pinShare
 */
function fullBleed(pinShare) {
  const offset = (32 - 32 * pinShare) / 2;
  const pin = favicon
    .split('\n')
    .filter((line) => line.includes('<path'))
    .join('\n');
  return favicon
    .replace(/<rect [^>]*\/>/, '<rect width="32" height="32" fill="url(#g)" />')
    .replace(pin, `<g transform="translate(${offset} ${offset}) scale(${pinShare})">\n${pin}\n</g>`);
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.95) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(1) },
];
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', file));
  console.log(`src/web/public/icons/${file}: ${size} px.`);
}
