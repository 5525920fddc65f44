import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectNoSeriousA11yViolations } from './support/inspect-page';

/** The accessibility scan every inspected page goes through must be able to fail, and leave out only what it is told to. */
describe('the accessibility scan', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const pageWith = async (body: string) => {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><html lang="en"><title>Scan</title><main>${body}</main></html>`);
    return page;
  };

  it('fails on a serious finding, naming the rule and the element, and again on a second scan', async () => {
    const page = await pageWith('<h1>Lisbon</h1><button id="save"></button>');
    await expect(expectNoSeriousA11yViolations(page, 'a bad page')).rejects.toThrow(
      /Accessibility problems on a bad page[\s\S]*button-name[\s\S]*#save/,
    );
    await expect(expectNoSeriousA11yViolations(page, 'a bad page')).rejects.toThrow(/button-name/);
  });

  it('passes a sound page, and a page whose only finding is left out', async () => {
    await expect(
      expectNoSeriousA11yViolations(await pageWith('<h1>Lisbon</h1><button>Save</button>'), 'a sound page'),
    ).resolves.toBeUndefined();
    const toastGone = '<h1>Lisbon</h1><div data-sonner-toast data-removed="true"><button></button></div>';
    await expect(
      expectNoSeriousA11yViolations(await pageWith(toastGone), 'a fading toast'),
    ).resolves.toBeUndefined();
  });
});
