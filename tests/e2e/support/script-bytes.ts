import { get } from 'node:http';
import type { Page } from 'playwright-core';

export type LoadedScript = { url: string; gzipBytes: number; transferBytes: number };

/** The size of a response body as the server sends it to a client that accepts only gzip. */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Collects every script the page loads from now on. `settle` waits for what the visitor needs to see;
 * the result lists each script with its gzip size (what a gzip-only client downloads) and the bytes
 * Chromium actually received (it also accepts brotli).
 */
export async function scriptsLoadedBy(page: Page, load: () => Promise<void>): Promise<LoadedScript[]> {
  const responses: { url: string; sizes: Promise<{ responseBodySize: number }> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    responses.push({ url: response.url(), sizes: response.request().sizes() });
  });
  await load();
  await page.waitForLoadState('networkidle');
  return Promise.all(
    responses.map(async ({ url, sizes }) => ({
      url,
      gzipBytes: await gzipSize(url),
      transferBytes: (await sizes).responseBodySize,
    })),
  );
}
