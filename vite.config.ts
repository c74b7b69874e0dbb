import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The SPA is served by the API server in every environment, so the dev server proxies the API,
// the runtime config and the health check to a running `npm start` stack.
const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/config.json': apiTarget,
      '/health': apiTarget,
    },
  },
  test: {
    include: ['{src,machines,server,scripts}/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
