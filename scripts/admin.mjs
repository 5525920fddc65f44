// npm run admin -- grant|revoke <email>: the server's own code (src/server/admin-cli.ts) against the
// database npm start uses. Run through tsx from the sources, or from the build where tsx is not installed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build-if-needed.mjs';

let tsx;
try {
  tsx = await import('tsx/esm/api');
} catch {
  tsx = undefined;
}
if (tsx) {
  tsx.register();
  await import(pathToFileURL(path.join(root, 'src/server/admin-cli.ts')).href);
} else {
  await import(pathToFileURL(path.join(root, 'dist/node/server/admin-cli.js')).href);
}
