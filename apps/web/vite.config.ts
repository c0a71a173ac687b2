import react from '@vitejs/plugin-react';
import os from 'node:os';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

// Hashed chunks live under /gen/ so the server can cache them for a year (spec: chunks load from /gen/js/).
export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset, made once at build time at the highest level;
    // the server sends the one the browser accepts (fastify-static `preCompressed`).
    compression({
      include: /\.(js|mjs|css|svg|json|txt)$/,
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
    }),
  ],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        entryFileNames: 'gen/js/[name]-[hash].js',
        chunkFileNames: 'gen/js/[name]-[hash].js',
        assetFileNames: 'gen/assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/vslog': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // As the root vitest.config.ts: two workers on two cores (Vitest's default would be one).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
