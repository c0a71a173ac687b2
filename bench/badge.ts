// npm run bench:badge -- [--sessions N] [--connections C] [--duration S] [--warmup S] [--port P]
// autocannon against GET /api/pcsx/notification_badge with N signed-in candidates, their session
// cookies taken in turn: once as plain requests (200 with the count) and once as the browser
// revalidates (If-None-Match, 304), after a /healthz run that shows what the machine gives any
// request right now. Starts its own server on a fresh embedded database.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { prepareServer } from './http-server.ts';
import { RESULTS_DIR } from './report.ts';

const { values } = parseArgs({
  options: {
    sessions: { type: 'string', default: '200' },
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    port: { type: 'string', default: '3301' },
  },
});
const sessions = Number(values.sessions);
const connections = Number(values.connections);
const duration = Number(values.duration);
const log = (line: string) => console.info(line);
const DOMAIN = 'northwind.example';

// Sign-in codes are limited per client address: each benchmark candidate signs in from its own
// (forwarded) address, which the server believes only with TRUST_PROXY.
process.env.TRUST_PROXY = 'true';
const server = await prepareServer({ positions: 50, port: Number(values.port), log });
const url = server.url;

type Jar = Map<string, string>;
const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
const send = async (jar: Jar, method: string, pathname: string, ip: string, body?: object) => {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: {
      cookie: cookieHeader(jar),
      'x-forwarded-for': ip,
      'x-csrf-token': jar.get('csrf') ?? '',
      ...(body && { 'content-type': 'application/json' }),
    },
    ...(body && { body: JSON.stringify(body) }),
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, value] = pair!.split('=');
    jar.set(name!, value!);
  }
  const token = response.headers.get('x-csrf-token');
  if (token) jar.set('csrf', token);
  return response;
};

const signIn = async (index: number): Promise<string> => {
  const jar: Jar = new Map();
  const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const email = `badge-bench-${index}@example.com`;
  await send(jar, 'GET', `/api/pcsx/boot_data?domain=${DOMAIN}`, ip);
  const asked = await send(jar, 'POST', `/api/auth/code?domain=${DOMAIN}`, ip, { email });
  if (!asked.ok) throw new Error(`code for ${email}: ${asked.status} ${await asked.text()}`);
  const outbox = (await (await fetch(`${url}/dev/outbox.json`)).json()) as {
    data: { to: string; text: string }[];
  };
  const code = /\b\d{6}\b/.exec(outbox.data.find((mail) => mail.to === email)?.text ?? '')?.[0];
  if (!code) throw new Error(`no sign-in code for ${email}`);
  const verified = await send(jar, 'POST', `/api/auth/verify?domain=${DOMAIN}`, ip, {
    email,
    code,
  });
  if (!verified.ok) throw new Error(`verify ${email}: ${verified.status}`);
  jar.delete('csrf');
  return cookieHeader(jar);
};

const badgePath = `/api/pcsx/notification_badge?domain=${DOMAIN}`;

try {
  log(`signing in ${sessions} candidates…`);
  const cookies: string[] = [];
  for (let index = 0; index < sessions; index += 1) cookies.push(await signIn(index));
  const probe = await fetch(url + badgePath, { headers: { cookie: cookies[0]! } });
  const etag = probe.headers.get('etag') ?? '';
  if (probe.status !== 200 || !etag) {
    throw new Error(`badge probe: ${probe.status} ${await probe.text()}`);
  }

  const measure = async (label: string, extra: Record<string, string>, requestPath = badgePath) => {
    let next = 0;
    log(`autocannon ${label}: ${connections} connections, ${duration} s, ${sessions} sessions`);
    const result = await autocannon({
      url,
      connections,
      duration,
      warmup: { connections, duration: Number(values.warmup) },
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: requestPath,
            headers: { ...request.headers, cookie: cookies[next++ % cookies.length]!, ...extra },
          }),
        },
      ],
    });
    const figures = {
      label,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([status, stat]) => [status, stat.count]),
      ),
      errors: result.errors,
      timeouts: result.timeouts,
    };
    log(
      `badge ${label}: ${figures.requestsPerSecond} req/s | p50=${figures.latencyMs.p50} ms ` +
        `p90=${figures.latencyMs.p90} ms p99=${figures.latencyMs.p99} ms | ` +
        `status ${JSON.stringify(figures.statusCodes)} errors=${figures.errors}`,
    );
    return figures;
  };

  const runs = [
    // the floor on this machine right now: no tenant, session or database work (shared CPUs)
    await measure('/healthz baseline', {}, '/healthz'),
    await measure('200 (count)', {}),
    // every benchmark candidate has no notifications, so they share this ETag
    await measure('304 (If-None-Match)', { 'if-none-match': etag }),
  ];
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS_DIR, 'badge.json'),
    `${JSON.stringify(
      {
        benchmark: 'badge',
        date: new Date().toISOString(),
        node: process.version,
        sessions,
        connections,
        durationS: duration,
        runs,
      },
      null,
      2,
    )}\n`,
  );
  log('wrote bench/results/badge.json');
} finally {
  await server.stop();
}
