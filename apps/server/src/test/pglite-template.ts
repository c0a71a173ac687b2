import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { migrate } from '../db/migrate.ts';
import { pgliteHandle, type DatabaseHandle } from '../db/open-database.ts';

// A fresh in-memory PGlite runs initdb, about 2.5 s of every test's setup on a slow machine;
// loading the data directory of one that is already migrated takes about 0.5 s. So the test run
// migrates one database once (global setup) and every test loads a copy of it: still a database
// of its own, with the committed migrations applied.

/** Migrates a fresh in-memory database and writes its data directory (a tarball) to `file`. */
export const writePgliteTemplate = async (file: string) => {
  const pglite = await PGlite.create('memory://');
  try {
    await migrate(pgliteHandle(pglite));
    const tarball = await pglite.dumpDataDir('none');
    await fs.writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await pglite.close();
  }
};

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
type Artifacts = { template: Blob; wasm: WasmModule; initdb: WasmModule; bundle: Blob };

// Node has WebAssembly; the server's TypeScript libs (no DOM) do not declare it.
const { WebAssembly: webAssembly } = globalThis as unknown as {
  WebAssembly: { compile: (bytes: Uint8Array) => Promise<WasmModule> };
};

const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

// Read and compiled once per test file rather than once per database.
const artifacts = new Map<string, Promise<Artifacts>>();

const loadArtifacts = async (templateFile: string): Promise<Artifacts> => {
  const read = (name: string) => fs.readFile(path.join(pgliteDist, name));
  const [template, wasm, initdb, bundle] = await Promise.all([
    fs.readFile(templateFile),
    read('pglite.wasm'),
    read('initdb.wasm'),
    read('pglite.data'),
  ]);
  return {
    template: new Blob([new Uint8Array(template)]),
    wasm: await webAssembly.compile(new Uint8Array(wasm)),
    initdb: await webAssembly.compile(new Uint8Array(initdb)),
    bundle: new Blob([new Uint8Array(bundle)]),
  };
};

/** A new in-memory database loaded from the template that writePgliteTemplate wrote. */
export const openPgliteFromTemplate = async (templateFile: string): Promise<DatabaseHandle> => {
  if (!artifacts.has(templateFile)) artifacts.set(templateFile, loadArtifacts(templateFile));
  const { template, wasm, initdb, bundle } = await artifacts.get(templateFile)!;
  const pglite = await PGlite.create({
    loadDataDir: template,
    pgliteWasmModule: wasm,
    initdbWasmModule: initdb,
    fsBundle: bundle,
  });
  return pgliteHandle(pglite);
};
