import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress.ts';
import { prerenderLanding } from './vite-plugins/prerender-landing.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderLanding(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/auth': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/check-landing-size.mjs.
    manifest: true,
    // index.html is the app, served for every page but /; landing.html is / (pre-rendered).
    rolldownOptions: { input: { app: 'index.html', landing: 'landing.html' } },
  },
});
