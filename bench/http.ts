// npm run bench:http -- [--positions N] [--url http://host:port] [--connections C]
//   [--duration S] [--warmup S] [--port P] [--data-dir DIR]
// autocannon against /api/pcsx/search, cycling through the search benchmark's query mix, with
// /healthz asked meanwhile (is the event loop free?) and then alone (what the server gives any
// request); the last line compares them. Without
// --url it seeds N positions, starts the server, measures and stops it. With --url, pass the N
// that server was seeded with, so the mix's words and places match its data.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { prepareServer, type PreparedServer } from './http-server.ts';
import { buildQueryMix } from './query-mix.ts';
import { RESULTS_DIR } from './report.ts';

const { values } = parseArgs({
  options: {
    positions: { type: 'string', default: '100000' },
    url: { type: 'string' },
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    port: { type: 'string', default: '3300' },
    'data-dir': { type: 'string' },
  },
});
const positions = Number(values.positions);
const connections = Number(values.connections);
const duration = Number(values.duration);
const log = (line: string) => console.info(line);

const paths = buildQueryMix(positions).map((entry) => entry.path);
let server: PreparedServer | undefined;
if (!values.url) {
  server = await prepareServer({
    positions,
    port: Number(values.port),
    ...(values['data-dir'] && { dataDir: path.resolve(values['data-dir']) }),
    log,
  });
}
const url = (values.url ?? server!.url).replace(/\/$/, '');

try {
  const probe = await fetch(url + paths[0]);
  if (!probe.ok) {
    console.warn(
      `warning: ${paths[0]} answered ${probe.status}: ${(await probe.text()).slice(0, 200)}`,
    );
  }
  let next = 0;
  log(
    `autocannon: ${connections} connections, ${duration} s (after ${values.warmup} s of warm-up), ${paths.length} searches in turn; ` +
      'one more connection asks /healthz meanwhile',
  );
  // While the searches saturate the server, one connection asks /healthz: its latency shows
  // whether the event loop stays free (searches run in the search threads).
  const [result, healthUnderLoad] = await Promise.all([
    autocannon({
      url,
      connections,
      duration,
      warmup: { connections, duration: Number(values.warmup) },
      requests: [
        {
          method: 'GET',
          // one client address per 100 searches (198.18.0.0/15, the benchmarking range: a
          // header only, no traffic goes there), so the per-address limit does not answer 429
          setupRequest: (request) => {
            const n = next++;
            const client = Math.floor(n / 100);
            return {
              ...request,
              path: paths[n % paths.length]!,
              headers: {
                ...request.headers,
                'x-forwarded-for': `198.18.${(client >> 8) & 255}.${client & 255}`,
              },
            };
          },
        },
      ],
    }),
    autocannon({
      url: `${url}/healthz`,
      connections: 1,
      duration: duration + Number(values.warmup),
    }),
  ]);
  log(`autocannon: /healthz alone, ${connections} connections, ${duration} s`);
  const health = await autocannon({ url: `${url}/healthz`, connections, duration });
  const figures = {
    benchmark: 'http',
    positions,
    url: `${url}/api/pcsx/search`,
    date: new Date().toISOString(),
    node: process.version,
    connections,
    durationS: result.duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      mean: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    healthz: {
      requestsPerSecond: health.requests.average,
      p99Ms: health.latency.p99,
      underSearchLoad: {
        requestsPerSecond: healthUnderLoad.requests.average,
        p99Ms: healthUnderLoad.latency.p99,
      },
    },
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]),
    ),
  };
  const name = positions === 100_000 ? 'http.json' : `http-${positions}.json`;
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, name), `${JSON.stringify(figures, null, 2)}\n`);
  log(`wrote bench/results/${name}`);
  log(
    `healthz while search is saturated: p50=${healthUnderLoad.latency.p50} ms p99=${healthUnderLoad.latency.p99} ms max=${healthUnderLoad.latency.max} ms`,
  );
  log(
    `search: ${figures.requestsPerSecond.toFixed(0)} req/s | latency p50=${figures.latencyMs.p50} ms ` +
      `p90=${figures.latencyMs.p90} ms p99=${figures.latencyMs.p99} ms max=${figures.latencyMs.max} ms | ` +
      `non-2xx=${figures.non2xx} errors=${figures.errors}`,
  );
  const ratio = figures.requestsPerSecond / health.requests.average;
  log(
    `http: search ${figures.requestsPerSecond.toFixed(0)} req/s p99 ${figures.latencyMs.p99} ms | ` +
      `healthz ${health.requests.average.toFixed(0)} req/s | ratio ${ratio.toFixed(3)}`,
  );
} finally {
  await server?.stop();
}
