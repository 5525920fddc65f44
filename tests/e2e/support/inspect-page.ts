import path from 'node:path';
import type { Page } from 'playwright-core';
import { desktopViewport, mobileViewport } from './browser';
import { scanWithAxe } from './axe-scan';
import { finishAnimations } from './page-helpers';
import { screenshotDir } from './paths';

const blockingImpacts = new Set(['serious', 'critical']);

/**
 * The database a spec file's pages are inspected on: the first one its suites run on. A page is drawn the
 * same from either database (each suite still checks what it shows), so its axe scans and screenshots are
 * taken once, which is about a third of an end-to-end run.
 */
let inspectedDatabase: string | undefined;
let inspecting = true;

/** Called as a database's suite starts (useE2eEnvironment does). */
export function startInspectionsOn(database: string): void {
  inspectedDatabase ??= database;
  inspecting = database === inspectedDatabase;
}

/** Whether inspectPage scans and photographs pages in the suite now running. */
export const inspectsPages = (): boolean => inspecting;

/** Runs axe on the page as it is now; serious and critical findings fail the test. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // A toast whose time ran out while the viewport changed under the pointer fades out during the scan,
  // with the contrast of neither end; it was read whole before, and is gone in a moment.
  const results = await scanWithAxe(page, ['[data-sonner-toast][data-removed="true"]']);
  const blocking = results.violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  const report = blocking
    .map((violation) => {
      const targets = violation.nodes.map(
        (node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      );
      return `  [${violation.impact ?? ''}] ${violation.id}: ${violation.help}\n${targets.join('\n')}`;
    })
    .join('\n');
  throw new Error(`Accessibility problems on ${label} (${page.url()}):\n${report}`);
}

/**
 * A toast lives 3 seconds, less than an inspection at two sizes: the pointer rests on it, as a reader's
 * would, so it stays whole instead of fading out while axe reads its colours.
 */
async function holdToast(page: Page): Promise<void> {
  const centre = await page.evaluate(() => {
    const toast = document.querySelector('[data-sonner-toast]:not([data-removed="true"])');
    const box = toast?.getBoundingClientRect();
    return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  });
  if (centre) await page.mouse.move(centre.x, centre.y);
}

async function settle(page: Page): Promise<void> {
  await holdToast(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // A toast or dialog caught halfway through fading in has the contrast of neither end.
  await finishAnimations(page);
}

/**
 * Checks accessibility and saves full-page screenshots at desktop (1280×800) and mobile (375×812) size:
 * test-results/screenshots/<name>-desktop.png and <name>-mobile.png. The page is left at desktop size.
 * Nothing is done in the suite of a file's second database.
 */
export async function inspectPage(page: Page, name: string): Promise<void> {
  if (!inspecting) return;
  for (const [size, viewport] of [
    ['desktop', desktopViewport],
    ['mobile', mobileViewport],
  ] as const) {
    await page.setViewportSize(viewport);
    await settle(page);
    await expectNoSeriousA11yViolations(page, `${name} (${size})`);
    await page.screenshot({
      path: path.join(screenshotDir, `${name}-${size}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(desktopViewport);
}
