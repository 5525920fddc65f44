import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The friend page's server-side drawing (src/web/friend/render-friend-page.tsx), built for Node into
 * dist/ssr: the server draws a shared list with it, and the page's own script then takes it over.
 * Packages stay outside the file and are loaded from node_modules, as the server's are.
 */
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    ssr: 'friend/render-friend-page.tsx',
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    copyPublicDir: false,
  },
});
