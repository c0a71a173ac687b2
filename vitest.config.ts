import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace: each project keeps its own environment.
export default defineConfig({
  test: {
    // Vitest's default for a run is one worker fewer than the cores: a single worker on a 2-core
    // machine, every file in a row. Two workers measured faster there (see the commit message).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'search',
          root: 'packages/search',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates one PGlite database that every test's database is loaded from.
          globalSetup: ['src/test/global-setup.ts'],
          // Every test builds its own app on its own database (the app factory takes them in), so
          // the files share a worker's loaded modules rather than importing Fastify and the app
          // again for each file: 193 s -> 142 s on PGlite, 136 s -> 55 s on PostgreSQL (2 cores).
          isolate: false,
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web-build',
          root: 'apps/web/build',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'bench',
          root: 'bench',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      'packages/forms/vitest.config.ts',
      'apps/web/vite.config.ts',
    ],
  },
});
