// Builds when the sources are newer than the last build, then serves (migrations run at start-up).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, root } from './build-if-needed.mjs';

buildIfNeeded();
await import(pathToFileURL(path.join(root, 'dist/node/server/main.js')).href);
