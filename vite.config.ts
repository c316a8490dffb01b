import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (api/server.ts) listens on :3000; in development Vite serves web/ and forwards the rest.
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'web',
  plugins: [react()],
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
