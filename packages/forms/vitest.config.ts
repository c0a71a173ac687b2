import { defineConfig } from 'vitest/config';

// The toolkit's own component tests: React in jsdom, no app around it.
export default defineConfig({
  test: {
    name: 'forms',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
