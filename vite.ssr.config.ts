import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cityLabelsPlugin } from './scripts/city-labels-plugin';

/**
 * The pages the server draws (decisions 041, 042), built for Node into dist/ssr: shared lists on the friend
 * page (src/web/friend/render-friend-page.tsx) and the owner's trip page (src/web/app/render-app-page.tsx).
 * The browser's own script then takes each drawing over. Packages stay outside the files and are loaded
 * from node_modules, as the server's are.
 */
export default defineConfig({
  root: 'src/web',
  plugins: [react(), cityLabelsPlugin()],
  build: {
    ssr: true,
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    copyPublicDir: false,
    rollupOptions: {
      input: {
        'render-friend-page': 'friend/render-friend-page.tsx',
        'render-app-page': 'app/render-app-page.tsx',
      },
    },
  },
});
