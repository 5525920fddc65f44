import { chromium, type Browser } from 'playwright-core';
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

export const desktopViewport = { width: 1280, height: 800 };
export const mobileViewport = { width: 375, height: 812 };
