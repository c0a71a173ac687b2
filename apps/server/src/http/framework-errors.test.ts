import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Sends raw bytes and reads the whole answer: what a client gets from the HTTP parser itself. */
const rawRequest = (port: number, text: string) =>
  new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // the server closes the socket after answering; a reset after the answer is fine
      if (!received) reject(error);
    });
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.write(text);
  });

// the HTTP status again and an empty `data`, where PCSx clients read them
const errorShape = (code: string, status: number) => ({
  status,
  data: {},
  message: expect.any(String),
  error: { code, message: expect.any(String) },
});

describe("the framework's own error answers", () => {
  let test: TestApp;
  let port: number;
  beforeAll(async () => {
    test = await createTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(() => test.close());

  it("answers a path segment past the router's limit with 414 in the project shape", async () => {
    const answer = await rawRequest(
      port,
      `GET /api/admin/positions/${'1'.repeat(300)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toEqual(errorShape('uri_too_long', 414));
  });

  it("answers headers past the parser's limit with 431 in the project shape", async () => {
    const answer = await rawRequest(
      port,
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual(errorShape('headers_too_large', 431));
  });

  it('answers a URL too long for the parser with 431 in the project shape', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/pcsx/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual(errorShape('headers_too_large', 431));
  });

  it('answers a malformed path, an unknown route, a body too large and an unknown type in the project shape', async () => {
    const badUrl = await test.app.inject({ url: '/api/admin/positions/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual(errorShape('bad_request', 400));

    const unknown = await test.app.inject({ url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorShape('not_found', 404));

    const tooLarge = await test.app.inject({
      method: 'POST',
      url: '/api/auth/code',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(30 * 1024 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual(errorShape('payload_too_large', 413));

    const unknownType = await test.app.inject({
      method: 'POST',
      url: '/api/auth/code',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(unknownType.statusCode).toBe(415);
    expect(unknownType.json()).toEqual(errorShape('unsupported_media_type', 415));
  });
});
