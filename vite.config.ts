import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 8081);
const apiTarget = `http://localhost:${apiPort}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 8080,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/token': apiTarget,
      '/revoke': apiTarget,
      '/userinfo': apiTarget,
      '/infrastructure': apiTarget,
    },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 800 },
});
