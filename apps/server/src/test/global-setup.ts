import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './pglite-template.ts';

declare module 'vitest' {
  // Declaration merging: vitest's ProvidedContext is an interface, extended here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The migrated PGlite data directory every test database starts from (PGlite runs only). */
    pgliteTemplate: string;
  }
}

/** Once per server test run: migrates the PGlite template (see pglite-template.ts). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'careers-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  await writePgliteTemplate(file);
  project.provide('pgliteTemplate', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
