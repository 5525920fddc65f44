import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumPath } from './paths';

/** The flags keep Debian's Chromium quiet and offline: no GPU, no QUIC, no background updates. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * A browser with a profile on disk, as a person's is: Chrome offers to install a web app only there, never
 * in the throwaway (incognito) contexts of launchBrowser. Close it when done.
 */
export function launchProfileBrowser(userDataDir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL,
    viewport: desktopViewport,
  });
}

/**
 * Chromium's own User-Agent without "Headless": pages are tested as people's browsers open them, and the
 * server counts no link opens of a headless browser, which is a bot's (decision 066).
 */
export const peoplesUserAgent = (browser: Browser): string =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;

export const desktopViewport = { width: 1280, height: 800 };
export const mobileViewport = { width: 375, height: 812 };
