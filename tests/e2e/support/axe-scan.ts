import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as AxeCore from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's minified build, read once per test file. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What is scanned: WCAG 2.2 A and AA and axe's best practices. */
const runOptions: AxeCore.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  // The app draws no frames; looking for them would only wait on each one.
  iframes: false,
  // Only violations are read: passes, incomplete and inapplicable rules are then reported by one node each
  // instead of every node they looked at, which axe gathers and the page sends back for nothing.
  resultTypes: ['violations'],
};

/**
 * Runs axe-core in the page's document, leaving out what matches `exclude`. axe is put into a document once
 * and kept for its next scans (a page is scanned at two sizes): a wrapper that puts it in again for every
 * scan, and gathers the results in a second page, took six times as long as the scan itself.
 */
export async function scanWithAxe(page: Page, exclude: string[]): Promise<AxeCore.AxeResults> {
  await putAxeInto(page);
  return page.evaluate(
    ([excluded, options]) =>
      (window as unknown as { axe: typeof AxeCore }).axe.run({ exclude: excluded }, options),
    [exclude, runOptions] as const,
  );
}

/**
 * Runs one axe rule on what `include` matches, even a rule the scan above leaves out (axe keeps some off by
 * default until a later release turns them on): the ids of the elements that break it.
 */
export async function axeRuleViolations(page: Page, rule: string, include: string): Promise<string[]> {
  await putAxeInto(page);
  const results = await page.evaluate(
    ([included, ruleId]) =>
      (window as unknown as { axe: typeof AxeCore }).axe.run(
        { include: [included] },
        { runOnly: { type: 'rule', values: [ruleId] }, iframes: false },
      ),
    [include, rule] as const,
  );
  return results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
}

async function putAxeInto(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axeSource);
}
