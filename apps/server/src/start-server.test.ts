import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// These start the real server process (`node src/main.ts`) on a fresh embedded database.
const serverDir = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

const startProcess = (dataDir: string, port: number) => {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    },
  });
  children.push(child);
  let output = '';
  const waiting: { isMet: (output: string) => boolean; resolve: () => void }[] = [];
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wait of waiting.splice(0))
      if (wait.isMet(output)) wait.resolve();
      else waiting.push(wait);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Resolves once the process has written what `isMet` looks for. */
  const until = (isMet: (output: string) => boolean) =>
    new Promise<void>((resolve) => {
      if (isMet(output)) resolve();
      else waiting.push({ isMet, resolve });
    });
  return { child, exited, output: () => output, until };
};

/** The lines of a process's JSON log whose message is `message`, with `text` in them. */
const logLines = (output: string, message: string, text = '') =>
  output.split('\n').filter((line) => line.includes(`"msg":"${message}"`) && line.includes(text));

const waitForReady = (port: number) =>
  vi.waitFor(
    async () => {
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).ok).toBe(true);
    },
    { timeout: 90_000, interval: 200 },
  );

/** Starts a POST /vslog and sends half its body; `finish` sends the rest. */
const startTrickleRequest = async (port: number) => {
  const body = JSON.stringify({ event: 'page_load', namespace: 'pcsx_app', data_json: '{}' });
  const page = await fetch(`http://127.0.0.1:${port}/careers`);
  const cookie = page.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const status = Promise.withResolvers<number>();
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/vslog',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        cookie,
        'x-csrf-token': page.headers.get('x-csrf-token') ?? '',
      },
    },
    (response) => {
      response.resume();
      status.resolve(response.statusCode ?? 0);
    },
  );
  request.on('error', status.reject);
  request.write(body.slice(0, 10));
  return { status: status.promise, finish: () => request.end(body.slice(10)) };
};

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('refuses a second process on the same data directory, and on SIGTERM finishes in-flight requests and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-process-'));
    const port = 3300 + Math.floor(Math.random() * 500);
    const first = startProcess(dataDir, port);
    await waitForReady(port);

    const second = startProcess(dataDir, port + 1);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/in use by another server/);

    // Requests whose bodies are still arriving when SIGTERM comes must still be answered.
    const inFlight = await Promise.all(Array.from({ length: 5 }, () => startTrickleRequest(port)));
    await first.until((output) => logLines(output, 'incoming request', '/vslog').length === 5);
    first.child.kill('SIGTERM');
    await first.until((output) => output.includes('SIGTERM received'));
    for (const request of inFlight) request.finish();
    const statuses = await Promise.all(inFlight.map((request) => request.status));
    expect(statuses).toEqual([204, 204, 204, 204, 204]);
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 180_000);
});
