import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { joinTexts } from './scripts/join-texts-plugin.ts';

// The API server (api/server.ts) listens on :3000; in development Vite serves web/ and forwards the rest.
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    joinTexts(),
    // Brotli and gzip copies beside every asset, made once at build time at the best ratio, so the
    // server sends a phone on crowded school Wi-Fi the smallest file without compressing per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      include: /\.(js|css|html|svg|json|webmanifest)$/,
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/ws': { target: apiServer, ws: true, changeOrigin: true },
    },
  },
});
