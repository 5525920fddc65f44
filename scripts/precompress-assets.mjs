// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each text file the built app
// serves from dist/web, so the server sends the smallest form a browser takes without compressing it on
// every request (decision 036). Images and fonts are compressed already and are left alone, as is a copy
// that would save less than 5 %. Run after the pages are drawn (prerender-pages.mjs).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webDir = path.join(root, 'dist/web');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|map)$/;
const MIN_SAVING = 0.05;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** @param {string} file */
async function precompress(file) {
  const plain = readFileSync(file);
  const [br, gz] = await Promise.all([
    toBrotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    toGzip(plain, { level: 9 }),
  ]);
  const worthIt = (/** @type {Buffer} */ copy) => copy.length <= plain.length * (1 - MIN_SAVING);
  if (worthIt(br)) writeFileSync(`${file}.br`, br);
  if (worthIt(gz)) writeFileSync(`${file}.gz`, gz);
  return { plain: plain.length, br: worthIt(br) ? br.length : plain.length };
}

// The build's own lists in .vite/ are read by the server, not sent.
const files = filesUnder(webDir).filter(
  (file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`),
);
const sizes = await Promise.all(files.map(precompress));
const total = (/** @type {'plain' | 'br'} */ key) => sizes.reduce((sum, size) => sum + size[key], 0);
console.log(
  `dist/web: ${files.length} files precompressed, ${(total('plain') / 1000).toFixed(0)} KB → ` +
    `${(total('br') / 1000).toFixed(0)} KB brotli.`,
);
