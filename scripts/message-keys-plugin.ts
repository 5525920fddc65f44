import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readCatalogues, SOURCE } from './compile-messages.mjs';

/** A key as written in code: a quoted string made of a catalogue file's name, a dot and more. */
const QUOTED_KEY = /(["'`])([a-z][\w-]*(?:\.[\w-]+)+)\1/g;

/**
 * Gives every message key a short name in the browser's build (decision 068): `'friend.ask.title'` in
 * the code and in the compiled catalogues alike becomes `"~1x"`. Keys say what a text is for in the source;
 * in a page's scripts they are bytes its first load carries twice. The table of short names is written
 * beside the build's manifest, for the check of what the friend page's first load asks for
 * (scripts/page-chunks.mjs). In development the keys stay as written.
 */
export function messageKeysPlugin(): Plugin {
  let short = new Map<string, string>();
  let outDir = '';
  return {
    name: 'tiplist-message-keys',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      const keys = Object.values(readCatalogues()[SOURCE] ?? {}).flatMap((messages) => Object.keys(messages));
      short = new Map(keys.sort().map((key, index) => [key, `~${index.toString(36)}`]));
    },
    transform(code, id) {
      if (!/\/src\/.*\.(ts|tsx)$/.test(id) || !code.includes('.')) return null;
      const renamed = code.replace(QUOTED_KEY, (whole, _quote: string, key: string) => {
        const name = short.get(key);
        return name ? JSON.stringify(name) : whole;
      });
      return renamed === code ? null : { code: renamed, map: null };
    },
    writeBundle() {
      const manifestDir = path.join(outDir, '.vite');
      mkdirSync(manifestDir, { recursive: true });
      writeFileSync(path.join(manifestDir, 'message-keys.json'), JSON.stringify(Object.fromEntries(short)));
    },
  };
}
