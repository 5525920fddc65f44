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

export const desktopViewport = { width: 1280, height: 800 };
export const mobileViewport = { width: 375, height: 812 };
