import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverEntry = path.join(projectRoot, 'dist/node/server/main.js');
export const webIndex = path.join(projectRoot, 'dist/web/index.html');
export const screenshotDir = path.join(projectRoot, 'test-results/screenshots');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
