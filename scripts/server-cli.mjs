// Runs one of the server's command-line tools (src/server/<name>.ts) against the database npm start uses:
// through tsx from the sources, or from the build where tsx is not installed (a production install).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build-if-needed.mjs';

/** @param {string} name the tool's file name without its extension, e.g. 'admin-cli' */
export async function runServerCli(name) {
  let tsx;
  try {
    tsx = await import('tsx/esm/api');
  } catch {
    tsx = undefined;
  }
  if (tsx) {
    tsx.register();
    await import(pathToFileURL(path.join(root, `src/server/${name}.ts`)).href);
  } else {
    await import(pathToFileURL(path.join(root, `dist/node/server/${name}.js`)).href);
  }
}
