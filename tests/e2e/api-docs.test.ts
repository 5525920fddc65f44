import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { collectConsoleErrors } from './support/page-helpers';
import { screenshotDir } from './support/paths';

// The reference page reads the OpenAPI document; which database serves it does not matter.
const database = firstDatabase();

describe(`the API reference on ${database}`, () => {
  const env = useE2eEnvironment(database);

  it('renders every endpoint from the generated document under the content security policy', async () => {
    const page = await env().newPage();
    const errors = collectConsoleErrors(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Tiplist API/ }).waitFor();
    const operations = page.locator('.opblock');
    await operations.first().waitFor();
    expect(await operations.count()).toBeGreaterThan(15);
    await page.getByText('/api/trips/{id}/recommendations').first().waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'api-docs-desktop.png'), fullPage: false });

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    // The reference page brings its own files; none of the app's bundles.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((script) => script.startsWith('/api/docs/'))).toBe(true);
  });
});
