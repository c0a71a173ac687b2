import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The toolkit's own component tests: React in jsdom, no app around it.
export default defineConfig({
  test: {
    name: 'forms',
    environment: 'jsdom',
    // As the root vitest.config.ts: two workers on two cores (Vitest's default would be one).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom per worker rather than one per file (30 s -> 11 s on 2 cores): the toolkit keeps
    // no state between renders but its options cache, which the select tests clear, and a test
    // that fakes the window puts it back.
    isolate: false,
  },
});
