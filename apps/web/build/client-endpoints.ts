import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The shared contract's aggregate: every endpoint, with the zod schemas the server validates by. */
const ENDPOINTS_FILE = fs.realpathSync(
  fileURLToPath(new URL('../../../packages/shared/src/endpoints.ts', import.meta.url)),
);

/** What the browser reads of a definition: where to send a call and how (see call-api.ts). */
export const CLIENT_FIELDS = [
  'id',
  'method',
  'path',
  'bodyType',
  'status',
  'hasStatusInBody',
  'produces',
];

/** The web app's own source, which names each endpoint it calls as `api.<id>`. */
const WEB_SOURCE = fileURLToPath(new URL('../src', import.meta.url));

/** The ids the web app calls (`api.searchPositions`): the others are for outside clients. */
export const idsCalledByTheWebApp = (): string[] => {
  const ids = new Set<string>();
  const files = fs.readdirSync(WEB_SOURCE, { recursive: true, encoding: 'utf8' });
  for (const file of files) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = fs.readFileSync(`${WEB_SOURCE}/${file}`, 'utf8');
    for (const [, id] of text.matchAll(/\bapi\.(\w+)/g)) if (id) ids.add(id);
  }
  return [...ids];
};

// Run in a process of its own: each build reads the contracts as they are now, never a cached copy.
const readEndpoints = (calledIds: readonly string[]) => `
const fields = ${JSON.stringify(CLIENT_FIELDS)};
const called = new Set(${JSON.stringify(calledIds)});
const exported = await import(${JSON.stringify(pathToFileURL(ENDPOINTS_FILE).href)});
const stripped = {};
for (const [name, value] of Object.entries(exported)) {
  stripped[name] = Object.fromEntries(
    Object.entries(value).filter(([id]) => called.has(id)).map(([id, endpoint]) => [
      id,
      Object.fromEntries(fields.filter((field) => field in endpoint).map((field) => [field, endpoint[field]])),
    ]),
  );
}
process.stdout.write(JSON.stringify(stripped));
`;

/** What the browser's copy of each exported record holds: `{ api: { id: { method, path… } } }`. */
export const readClientEndpoints = () => {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '--no-warnings', '-e', readEndpoints(idsCalledByTheWebApp())],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(output) as Record<string, Record<string, Record<string, unknown>>>;
};

const clientModule = () =>
  Object.entries(readClientEndpoints())
    .map(([name, record]) => `export const ${name} = ${JSON.stringify(record)};`)
    .join('\n');

/**
 * The browser's build of `packages/shared/src/endpoints.ts`: each endpoint the web app calls, by
 * its id, method, path and body type, without its zod schemas; the endpoints only outside
 * clients call (PCSx's /api/apply/v2/jobs, the feeds, the sitemap) are left out. The schemas (and
 * zod itself, ~25 KB brotli) are the server's: it validates every request by them and serialises every answer through them
 * (fastify-type-provider-zod), so the web app types its calls by the real module (TypeScript
 * reads the source) and sends them by this one. Only the build swaps it: `vite dev`, the tests
 * and the server render use the real module, which has the same fields and more.
 */
export const clientEndpoints = (): Plugin => {
  let code: string | undefined;
  return {
    name: 'careers:client-endpoints',
    apply: 'build',
    load(id, options) {
      if (options?.ssr || id !== ENDPOINTS_FILE) return undefined;
      code ??= clientModule();
      return code;
    },
  };
};
