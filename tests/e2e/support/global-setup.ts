import { existsSync, mkdirSync } from 'node:fs';
import { chromiumPath, screenshotDir, serverEntry, webIndex } from './paths';

/** Fails fast with a clear reason instead of letting every spec time out. */
export default function checkPrerequisites(): void {
  for (const file of [serverEntry, webIndex]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run "npm run build" before the end-to-end tests.`);
  }
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium was not found at ${chromiumPath}; install it or set CHROMIUM_PATH.`);
  }
  mkdirSync(screenshotDir, { recursive: true });
}
