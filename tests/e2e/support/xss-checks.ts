import type { BrowserContext, Page } from 'playwright-core';
import { desktopViewport, mobileViewport } from './browser';
import { finishAnimations } from './page-helpers';

/** What a context saw that a payload could have caused: dialogs, the sentinel, CSP reports, errors. */
export type XssFindings = string[];

declare global {
  interface Window {
    __xss?: unknown;
    __reportXss?: (kind: string, detail: string) => void;
  }
}

/**
 * Watches every page of the context from its first script on: a dialog (alert, confirm, prompt), a write
 * to the `window.__xss` sentinel, a Content Security Policy violation (the event and the console message),
 * an uncaught page error, or a server error answer each become a finding.
 */
export async function watchForXss(context: BrowserContext): Promise<XssFindings> {
  const findings: XssFindings = [];
  await context.exposeBinding('__reportXss', ({ page }, kind: string, detail: string) => {
    findings.push(`${kind} on ${page.url()}: ${detail}`);
  });
  await context.addInitScript(() => {
    const report = (kind: string, detail: string) => window.__reportXss?.(kind, detail);
    document.addEventListener('securitypolicyviolation', (event) => {
      report('CSP violation', `${event.violatedDirective} refused ${event.blockedURI} (${event.sample})`);
    });
    let sentinel: unknown;
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => sentinel,
      set: (value: unknown) => {
        sentinel = value;
        report('sentinel set', String(value));
      },
    });
  });
  context.on('dialog', (dialog) => {
    findings.push(`${dialog.type()} dialog on ${dialog.page()?.url() ?? '?'}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  context.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) findings.push(`console: ${message.text()}`);
  });
  context.on('weberror', (error) => findings.push(`page error: ${error.error().message}`));
  context.on('response', (response) => {
    if (response.status() >= 500) findings.push(`${response.status()} from ${response.url()}`);
  });
  return findings;
}

/** In the page: elements and attributes that only markup taken from user text would have made. */
function injectedElements(): string[] {
  const problems: string[] = [];
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${element.outerHTML.slice(0, 80)}"`;
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name) || attribute.name === 'srcdoc') {
        problems.push(`${attribute.name} attribute on ${describe(element)}`);
      }
    }
  }
  for (const script of document.scripts) {
    // A data block (a rendered page's data) is never run; its text staying data is checked by the page's texts.
    if (script.type === 'application/json' && !script.src) continue;
    if (!script.src || new URL(script.src).origin !== location.origin) problems.push(describe(script));
  }
  const foreign =
    'iframe, frame, object, embed, body base, body meta, math, svg script, svg foreignObject, img[src="x"]';
  for (const element of document.querySelectorAll(foreign)) problems.push(describe(element));
  const safeSchemes = ['http:', 'https:', 'mailto:', 'tel:', 'geo:'];
  for (const link of document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')) {
    if (!safeSchemes.includes(link.protocol)) problems.push(`link to ${link.getAttribute('href') ?? ''}`);
  }
  for (const form of document.querySelectorAll('form[action]')) {
    if (!/^https?:/i.test((form as HTMLFormElement).action)) problems.push(describe(form));
  }
  if (window.__xss !== undefined) problems.push(`window.__xss is ${JSON.stringify(window.__xss)}`);
  return problems;
}

/** Fails with every finding so far and every element a payload made on the page as it is now. */
export async function expectNoXss(page: Page, findings: XssFindings, where: string): Promise<void> {
  const problems = [...findings, ...(await page.evaluate(injectedElements))];
  if (problems.length > 0) throw new Error(`XSS checks failed on ${where}:\n  ${problems.join('\n  ')}`);
}

type TextCheck = { selector: string; texts: string[]; report: boolean };

/**
 * In the page: whether the elements matching `selector` show every text (screen-reader-only additions
 * left out), or with `report`, the texts they do not show.
 */
function checkTexts({ selector, texts, report }: TextCheck): boolean | string[] {
  const shown = [...document.querySelectorAll(selector)]
    .map((root) => {
      const copy = root.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('.sr-only, script, style, template')) hidden.remove();
      return copy.textContent;
    })
    .join('\n');
  const missing = texts.filter((text) => !shown.includes(text));
  return report ? missing : missing.length === 0;
}

/** Waits until every text shows on the page (within `selector`), character for character. */
export async function expectTextsShown(
  page: Page,
  texts: readonly string[],
  where: string,
  selector = 'body',
): Promise<void> {
  const check = { selector, texts: [...new Set(texts)], report: false };
  try {
    await page.waitForFunction(checkTexts, check, { timeout: 10_000, polling: 100 });
  } catch {
    const missing = (await page.evaluate(checkTexts, { ...check, report: true })) as string[];
    const list = missing.map((text) => JSON.stringify(text)).join('\n  ');
    throw new Error(`Not shown as text on ${where}:\n  ${list}`);
  }
}

/** In the page: elements that stick out of the screen, or whose own text sticks out of them, at this width. */
function sidewaysOverflow(): string[] {
  const width = document.documentElement.clientWidth;
  /** Inside a scrolling or clipping box (a tab strip, a map), or read to screen readers only. */
  const contained = (element: Element) => {
    if (element.closest('.sr-only')) return true;
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  const overflowing = [...document.body.querySelectorAll('*')].filter((element) => {
    const box = element.getBoundingClientRect();
    // An empty box sticks out of nothing: the toaster's list is a full-width strip of no height, offset
    // by its margin, and each of its toasts is checked on its own.
    const sticksOut = box.width > 0 && box.height > 0 && box.right > width + 1;
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    const textSticksOut =
      ownText &&
      element.clientWidth > 0 &&
      element.scrollWidth > element.clientWidth + 1 &&
      getComputedStyle(element).overflowX === 'visible';
    return (sticksOut || textSticksOut) && !contained(element);
  });
  // The innermost ones: the element whose own text is too wide, not every box around it.
  const innermost = overflowing.filter(
    (element) => !overflowing.some((other) => other !== element && element.contains(other)),
  );
  const found = innermost.map(
    (element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">: "${element.textContent.slice(0, 60)}"`,
  );
  const pageWidth = document.documentElement.scrollWidth;
  return pageWidth > width ? [`the page is ${pageWidth} px wide`, ...found] : found;
}

/**
 * At phone width (375 px), fails when the page scrolls sideways or a text sticks out of its box outside a
 * scrolling or clipping container: long unbroken text must wrap. Leaves the page at the size it had.
 */
export async function expectNoSidewaysOverflow(page: Page, where: string): Promise<void> {
  const viewport = page.viewportSize() ?? desktopViewport;
  await page.setViewportSize(mobileViewport);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  // A toast sliding in from the side is not yet where it stays.
  await finishAnimations(page);
  const problems = await page.evaluate(sidewaysOverflow);
  await page.setViewportSize(viewport);
  if (problems.length > 0) throw new Error(`Wider than a phone on ${where}:\n  ${problems.join('\n  ')}`);
}
