import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  chineseNames,
  decorativeIcons,
  lazyTableFilter,
  precompress,
  zeroRuntimeStyles,
  zodWithoutJsonSchema,
} from './build-plugins.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** React and the router change rarely: one long-cached chunk. */
function vendorChunk(id: string): string | undefined {
  return /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id) ? 'react' : undefined;
}

export default defineConfig({
  // Works both as `vite build` inside apps/web and as `vite build apps/web` from the repository root.
  root: HERE,
  plugins: [
    decorativeIcons(),
    chineseNames(),
    zeroRuntimeStyles(),
    lazyTableFilter(),
    zodWithoutJsonSchema(),
    react(),
    precompress(),
  ],
  server: {
    proxy: { '/api': { target: process.env.API_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});
