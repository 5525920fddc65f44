import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { cityLabelsPlugin } from './scripts/city-labels-plugin';
import { compileMessages } from './scripts/compile-messages.mjs';
import { messageKeysPlugin } from './scripts/message-keys-plugin';
import { isFriendPage } from './src/shared/pages/page-table';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
const page = (file: string) => fileURLToPath(new URL(`src/web/${file}`, import.meta.url));

/** In development, friend links open the friend page as the built server does. */
const friendPagesInDev: Plugin = {
  name: 'tiplist-friend-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const pathname = (request.url ?? '/').split('?')[0] ?? '/';
      if (isFriendPage(pathname)) request.url = '/friend.html';
      next();
    });
  },
};

/** The catalogues compiled again as they are edited (decision 068). */
const messagesInDev: Plugin = {
  name: 'tiplist-messages',
  configureServer(server) {
    server.watcher.on('change', (file) => {
      if (file.includes('/src/shared/i18n/messages/')) compileMessages();
    });
  },
};

/** Modules of the friend page's first load that travel in the draft-tips-form file (see codeSplitting). */
const friendFirstLoad = [
  String.raw`src/web/features/tips/components/(category-tabs|category-icon|draft-tips-form|draft-tip-field)\.tsx`,
  String.raw`src/web/features/tips/(category-style|category-filter|tips-draft|draft-tip-rules)\.ts`,
  String.raw`src/web/lib/(use-document-title\.ts|use-user-agent\.tsx|use-hydrated\.ts|browser-storage\.ts)`,
  String.raw`src/web/features/sharing/rendered-shared-page\.tsx`,
  String.raw`src/shared/rules/rendered-friend-page\.ts`,
  String.raw`src/web/features/places/second-place-tag\.ts`,
  String.raw`src/web/components/ui/(card|textarea)\.tsx`,
  String.raw`src/web/components/ui/toast\.ts`,
  String.raw`src/shared/(rules/submitted-toast|categories|limits)\.ts`,
  String.raw`src/shared/contracts/endpoints/public\.ts`,
  // The language picker (decision 068); the runtime of the texts stays with the shared code every first
  // load has, which imports it: in this group, the two files would import each other.
  String.raw`src/web/components/ui/language-picker\.tsx`,
  String.raw`src/shared/rules/language-form\.ts`,
];

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), friendPagesInDev, messagesInDev, messageKeysPlugin(), cityLabelsPlugin()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/page-chunks.mjs: which files each page's route modules became.
    manifest: true,
    modulePreload: {
      // Place tagging loads on the first `@`, well after the page: its imports may follow it then, rather
      // than their list weighing on the first load of every page with an entry form.
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'js' && dependencies.some((dependency) => dependency.includes('place-tagging'))
          ? dependencies.filter((dependency) => dependency.includes('place-tagging'))
          : dependencies,
    },
    rolldownOptions: {
      // Three pages: the owner app, the light page friends open from a link (decision 006), and the
      // script and styles of the follow pages the server draws (decision 062).
      input: { main: page('index.html'), friend: page('friend.html'), follow: page('follow.html') },
      output: {
        codeSplitting: {
          groups: [
            {
              // React and the bundler's own helpers in one small file every page loads first, rather than
              // split into several as the pages that share them change.
              name: 'react',
              test: /node_modules[\\/]react[\\/]|rolldown[:/\\]runtime/,
            },
            {
              // The entry form and what the friend page needs with it travel as one file: its first load
              // counts every file it fetches, small ones cost more in headers and imports than in bytes,
              // and the owner pages that share a piece of it would split it apart.
              name: 'draft-tips-form',
              includeDependenciesRecursively: false,
              test: new RegExp(friendFirstLoad.join('|')),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API, and the language picker's form (decision 068), which the server answers.
    proxy: { '/api': { target: apiTarget }, '/language': { target: apiTarget } },
  },
});
